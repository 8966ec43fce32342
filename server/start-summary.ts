import type { Db } from './db/database'
import { DEMO_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './seed'

// What `npm start` prints last: the address to open and the demo accounts that exist on this database.
const demoAccounts = [
  { email: DEMO_EMAIL, what: 'office staff and office admin', where: '/matrimonial-login' },
  { email: DEMO_MEMBER_EMAIL, what: 'member with a published profile', where: '/login' },
]

export async function startSummary(db: Db, url: string): Promise<string> {
  const present = await db
    .selectFrom('accounts')
    .select('email')
    .where(
      'email',
      'in',
      demoAccounts.map((a) => a.email),
    )
    .execute()
  const have = new Set(present.map((r) => r.email))
  const lines = demoAccounts
    .filter((a) => have.has(a.email))
    .map((a) => `  ${a.email.padEnd(24)} ${DEMO_PASSWORD}   ${a.what}: log in at ${url}${a.where}`)
  return [
    '',
    ...(lines.length ? ['Demo accounts (local database only):', ...lines, ''] : []),
    `Matrimony is running: open ${url}/`,
    '',
  ].join('\n')
}

import { clock } from '../clock'
import type { ProfileRow } from '../db/schema'
import { sampleProfile } from '../seed'
import type { TestServer } from '../test-support'

// People for the connections tests: members with a published profile of their own, made straight in the
// database (the members tests cover how a profile gets there), and a clock the tests can move.

let serial = 0

export interface Person {
  id: number
  email: string
  mobile: string
  firstName: string
  accountId: number
  auth: { authorization: string }
}

const today = () => new Date().toISOString().slice(0, 10)

/** A profile row of sample data, published, with overrides; `accountId` owns it as its member. */
export function publishedProfile(n: number, accountId: number, over: Partial<ProfileRow> = {}) {
  const now = new Date().toISOString()
  return {
    ...sampleProfile(1000 + n, accountId, now, today()),
    status: 'published' as const,
    ...over,
  }
}

export async function member(
  s: TestServer,
  firstName: string,
  over: Partial<ProfileRow> = {},
): Promise<Person> {
  const n = ++serial
  const email = `${firstName.toLowerCase()}.${n}@example.com`
  const mobile = String(9_100_000_000 + n * 7)
  const accountId = await s.addAccount(email, 'member-password', 'member')
  const { id } = await s.db
    .insertInto('profiles')
    .values(
      publishedProfile(n, accountId, {
        ownerAccountId: accountId,
        managedBy: 'self',
        createdBy: 'Self',
        firstName,
        email,
        mobile,
        ...over,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = await s.login(email, 'member-password')
  return { id, email, mobile, firstName, accountId, auth: { authorization: `Bearer ${token}` } }
}

/** The member's publish consent, as ticking it on My profile records it (`member` makes none). */
export async function givePublishConsent(s: TestServer, who: Person) {
  await s.db
    .insertInto('consents')
    .values({
      profileId: who.id,
      accountId: who.accountId,
      kind: 'publish',
      version: '2026-11',
      text: 'I agree.',
      method: 'ticked on My profile',
      givenAt: new Date().toISOString(),
      withdrawnAt: null,
    })
    .execute()
}

/** Profiles without a member of their own (office registrations), owned by `accountId`. */
export async function officeProfiles(
  s: TestServer,
  count: number,
  accountId: number,
  officeId: number | null,
  over: Partial<ProfileRow> = {},
) {
  const rows = Array.from({ length: count }, () =>
    publishedProfile(++serial, accountId, { officeId, managedBy: 'office', ownerAccountId: null, ...over }),
  )
  const inserted = await s.db.insertInto('profiles').values(rows).returning('id').execute()
  return inserted.map((r) => r.id)
}

const realNow = clock.now
/** Moves the connections' clock `days` days from the real now (0 puts it back). */
export function travel(days: number) {
  const offset = days * 86_400_000
  clock.now = offset ? () => new Date(Date.now() + offset) : realNow
}

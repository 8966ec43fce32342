import { parseArgs } from 'node:util'
import { object } from 'superstruct'
import { check, email } from '../shared/validation'
import { msg } from '../shared/messages'
import { PASSWORD_MIN } from '../shared/limits'
import { passwordProblem } from './auth/password-rules'
import { hashPassword } from './auth/passwords'
import { configFromEnv } from './config'
import { insertAccount } from './db/accounts'
import { openDatabase } from './db/database'

// The accounts CLI: npm run users -- add --email E --password P [--role staff|member] [--office-role
// staff|admin] [--central-role moderator|head_admin] | add-office | list | set-password | set-office-role |
// set-central-role.
const usage = `Usage:
  npm run users -- add --email E --password P [--role staff|member] [--office-role staff|admin]
                   [--central-role moderator|head_admin] [--office-id N]
  npm run users -- add-office --name "Office name" --city C --email E --password P   (the office and its first admin)
  npm run users -- list
  npm run users -- set-password --email E --password P
  npm run users -- set-office-role --email E --office-role staff|admin
  npm run users -- set-central-role --email E --central-role moderator|head_admin|none`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    'office-role': { type: 'string' },
    'central-role': { type: 'string' },
    'office-id': { type: 'string' },
    name: { type: 'string' },
    city: { type: 'string' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

/** --office-role for staff: an office admin manages the office's staff and reads its audit log. */
function officeRole(): 'staff' | 'admin' | undefined {
  const value = values['office-role']
  if (value === undefined) return undefined
  if (value !== 'staff' && value !== 'admin') fail('--office-role must be staff or admin')
  return value
}

/** --central-role for staff: moderators review every office's queues; head-office admins create offices. */
function centralRole(): 'moderator' | 'head_admin' | null | undefined {
  const value = values['central-role']
  if (value === undefined) return undefined
  if (value === 'none') return null
  if (value !== 'moderator' && value !== 'head_admin')
    fail('--central-role must be moderator, head_admin or none')
  return value
}

function credentials() {
  const address = check(
    { email: values.email ?? '' },
    object({ email: email('--email is required', '--email: that is not an e-mail address') }),
  )
  if (!address.ok) fail(Object.values(address.errors)[0])
  const password = values.password ?? ''
  if (password.length < PASSWORD_MIN) fail(`--password: ${msg.passwordMin}`)
  const problem = passwordProblem(password, { email: address.value.email, names: [] })
  if (problem) fail(`--password: ${problem}`)
  return { email: address.value.email, password }
}

const db = await openDatabase(configFromEnv())
try {
  const now = new Date().toISOString()
  switch (positionals[0]) {
    case 'add': {
      const { email: address, password } = credentials()
      const role = values.role
      if (role !== 'staff' && role !== 'member') fail('--role must be staff or member')
      const staffRole = officeRole()
      const central = centralRole()
      if ((staffRole || central) && role !== 'staff')
        fail('--office-role and --central-role are for staff only')
      const officeId = values['office-id'] === undefined ? null : Number(values['office-id'])
      if (officeId !== null && !(Number.isInteger(officeId) && officeId > 0))
        fail('--office-id must be a number')
      const id = await insertAccount(db, {
        email: address,
        passwordHash: await hashPassword(password),
        role,
        staffRole,
        centralRole: central ?? null,
        officeId,
      })
      if (id === null)
        fail(`An account for ${address} already exists; use set-password to change its password.`)
      console.log(`Added ${staffRole === 'admin' ? 'office admin' : role} account ${address} (id ${id}).`)
      break
    }
    case 'add-office': {
      const { email: address, password } = credentials()
      const name = values.name?.trim()
      const city = values.city?.trim()
      if (!name || !city) fail(usage)
      const office = await db
        .insertInto('offices')
        .values({ name, city, phone: '', createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      const id = await insertAccount(db, {
        email: address,
        passwordHash: await hashPassword(password),
        role: 'staff',
        staffRole: 'admin',
        officeId: office.id,
      })
      if (id === null) {
        await db.deleteFrom('offices').where('id', '=', office.id).execute()
        fail(`An account for ${address} already exists; the office was not created.`)
      }
      console.log(`Added office ${name} (id ${office.id}) with its admin ${address} (id ${id}).`)
      break
    }
    case 'set-central-role': {
      const central = centralRole()
      if (central === undefined || !values.email) fail(usage)
      const res = await db
        .updateTable('accounts')
        .set({ centralRole: central, updatedAt: now })
        .where('emailKey', '=', values.email.trim().toLowerCase())
        .where('role', '=', 'staff')
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) fail(`No staff account for ${values.email}.`)
      console.log(`${values.email} is now ${central ?? 'no longer in the central team'}.`)
      break
    }
    case 'list': {
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'email', 'role', 'staffRole', 'centralRole', 'disabledAt', 'createdAt', 'lastLoginAt'])
        .orderBy('id')
        .execute()
      for (const r of rows)
        console.log(
          `${r.id}\t${r.centralRole ?? (r.staffRole === 'admin' ? 'admin' : r.role)}\t${r.email}\tcreated ${r.createdAt}\tlast login ${r.lastLoginAt ?? 'never'}${r.disabledAt ? `\tdisabled ${r.disabledAt}` : ''}`,
        )
      if (!rows.length) console.log('No accounts yet.')
      break
    }
    case 'set-password': {
      const { email: address, password } = credentials()
      const passwordHash = await hashPassword(password)
      // Like a reset: every session opened with the old password ends.
      const res = await db
        .updateTable('accounts')
        .set((eb) => ({ passwordHash, updatedAt: now, tokenVersion: eb('tokenVersion', '+', 1) }))
        .where('emailKey', '=', address.toLowerCase())
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) fail(`No account for ${address}.`)
      console.log(`Password of ${address} changed.`)
      break
    }
    case 'set-office-role': {
      const staffRole = officeRole()
      if (!staffRole || !values.email) fail(usage)
      const res = await db
        .updateTable('accounts')
        .set({ staffRole, updatedAt: now })
        .where('emailKey', '=', values.email.trim().toLowerCase())
        .where('role', '=', 'staff')
        .executeTakeFirst()
      if (Number(res.numUpdatedRows) !== 1) fail(`No staff account for ${values.email}.`)
      console.log(`${values.email} is now ${staffRole === 'admin' ? 'an office admin' : 'office staff'}.`)
      break
    }
    default:
      fail(usage)
  }
} finally {
  await db.destroy()
}

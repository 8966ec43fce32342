import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { msg } from '../../shared/messages'
import { member } from '../connections/test-people'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'

// Offices are created by a head-office admin only, with their first admin; every other role is refused.

type Role = 'staff' | 'admin' | 'moderator' | 'headAdmin' | 'member' | 'anonymous'
let s: TestServer
let office: number
const auth = {} as Record<Role, Record<string, string>>
let headAdminId = 0

beforeAll(async () => {
  s = await startTestServer()
  office = await s.addOffice('Head office', 'Chennai')
  const staff = async (role: Role, set: Record<string, string>) => {
    const id = await s.addAccount(`${role.toLowerCase()}@example.com`, 'office-password', 'staff', office)
    await s.db.updateTable('accounts').set(set).where('id', '=', id).execute()
    auth[role] = {
      authorization: `Bearer ${await s.login(`${role.toLowerCase()}@example.com`, 'office-password')}`,
    }
    return id
  }
  await staff('staff', { staffRole: 'staff' })
  await staff('admin', { staffRole: 'admin' })
  await staff('moderator', { centralRole: 'moderator' })
  headAdminId = await staff('headAdmin', { centralRole: 'head_admin' })
  auth.member = (await member(s, 'Sundari')).auth
  auth.anonymous = {}
})
afterAll(() => s.close())

const body = (n: string) => ({
  name: `Trichy ${n}`,
  city: 'Tiruchirappalli',
  adminName: 'Malar',
  adminEmail: `malar.${n.toLowerCase()}@example.com`,
})

describe('creating offices', () => {
  it.each<[Role, number]>([
    ['anonymous', 401],
    ['member', 403],
    ['staff', 403],
    ['admin', 403],
    ['moderator', 403],
    ['headAdmin', 201],
  ])('as %s: %i', async (role, status) => {
    const res = await s.post('admin/offices', body(role), auth[role])
    expect(res.status).toBe(status)
    const made = await s.db.selectFrom('offices').select('id').where('name', '=', `Trichy ${role}`).execute()
    expect(made).toHaveLength(status === 201 ? 1 : 0)
    expect((await s.get('admin/offices', auth[role])).status).toBe(status === 201 ? 200 : status)
  })

  it('makes the office, its first admin with a link to set a password, and an audit row', async () => {
    const res = await s.post('admin/offices', body('second'), auth.headAdmin)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(msg.officeCreated('Trichy second'))
    const admin = await s.db
      .selectFrom('accounts')
      .select(['role', 'staffRole', 'officeId', 'passwordHash'])
      .where('emailKey', '=', 'malar.second@example.com')
      .executeTakeFirstOrThrow()
    expect(admin).toEqual({
      role: 'staff',
      staffRole: 'admin',
      officeId: res.body.office.id,
      passwordHash: null,
    })
    const row = await s.db
      .selectFrom('auditLog')
      .select(['action', 'accountId'])
      .where('action', '=', 'office.created')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ action: 'office.created', accountId: headAdminId })
    const list = (await s.get('admin/offices', auth.headAdmin)).body.offices
    expect(list).toContainEqual(expect.objectContaining({ name: 'Trichy second', staff: 1 }))
    // The same admin e-mail twice: refused, and no second office.
    const again = await s.post('admin/offices', { ...body('second'), name: 'Trichy third' }, auth.headAdmin)
    expect(again.status).toBe(409)
    expect(
      await s.db.selectFrom('offices').select('id').where('name', '=', 'Trichy third').execute(),
    ).toEqual([])
  })

  it('refuses a missing city with its message beside the field', async () => {
    const res = await s.post('admin/offices', { ...body('nocity'), city: '' }, auth.headAdmin)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ city: msg.officeCityRequired })
  })
})

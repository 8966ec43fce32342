import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'
import { toE164 } from '../../../shared/phone'

// Issue 22, "fields that fit every family" and "families abroad":
//
// 1. Marital status no longer offers "Married": a matrimony service lists people free to marry, and the
//    families who chose it were, by what they wrote beside it, separated and waiting for a divorce. Stored
//    'married' becomes 'awaiting-divorce' on profiles and in partner preferences ('single' stays the value of
//    "Never married"; 'divorced' and 'widowed' are unchanged; 'annulled' is new).
// 2. Mobile numbers are stored in E.164 (+ country code, then the number). Older ones were ten digits without
//    a code: the code comes from the member's own registration where it recorded one, else India's +91 (the
//    office form offered only Indian numbers). A number that does not parse for that country keeps its digits
//    behind the code, so nothing a family entered is lost; its next edit asks for a valid one.
//
// Both read only the rows they change (a few in a million), in pages, never the whole table.
const PAGE = 500

export function maritalStatusPhones(): Migration {
  return {
    async up(untyped) {
      const db = untyped as Kysely<Tables>
      await db
        .updateTable('profiles')
        .set({ maritalStatus: 'awaiting-divorce' })
        .where('maritalStatus', '=', 'married')
        .execute()
      for (;;) {
        const rows = await db
          .selectFrom('preferences')
          .select(['profileId', 'maritalStatuses'])
          .where('maritalStatuses', 'like', '%married%')
          .where(sql<boolean>`(',' || "maritalStatuses" || ',') like '%,married,%'`)
          .limit(PAGE)
          .execute()
        if (!rows.length) break
        for (const row of rows) {
          const list = row.maritalStatuses.split(',').map((v) => (v === 'married' ? 'awaiting-divorce' : v))
          await db
            .updateTable('preferences')
            .set({ maritalStatuses: [...new Set(list)].join(',') })
            .where('profileId', '=', row.profileId)
            .execute()
        }
      }
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('profiles')
          .leftJoin('accounts', 'accounts.id', 'profiles.ownerAccountId')
          .select(['profiles.id', 'profiles.mobile', 'accounts.registration'])
          .where('profiles.mobile', 'is not', null)
          .where('profiles.mobile', 'not like', '+%')
          .where('profiles.id', '>', after)
          .orderBy('profiles.id')
          .limit(PAGE)
          .execute()
        if (!rows.length) break
        for (const row of rows) {
          await db
            .updateTable('profiles')
            .set({ mobile: migratedMobile(row.mobile!, row.registration) })
            .where('id', '=', row.id)
            .execute()
        }
        after = rows[rows.length - 1]!.id
      }
    },
  }
}

/** An old national number as E.164: with the code the member registered with, else India's. */
export function migratedMobile(mobile: string, registration: string | null): string {
  let code = '+91'
  try {
    const recorded = (JSON.parse(registration ?? '{}') as { countryCode?: unknown }).countryCode
    if (typeof recorded === 'string' && /^\+\d{1,4}$/.test(recorded)) code = recorded
  } catch {
    // An unreadable registration record: India, as the office form assumed.
  }
  const digits = mobile.replace(/\D/g, '')
  return toE164(code, digits) ?? `${code}${digits}`
}

interface Tables {
  profiles: { id: number; maritalStatus: string | null; mobile: string | null; ownerAccountId: number | null }
  preferences: { profileId: number; maritalStatuses: string }
  accounts: { id: number; registration: string | null }
}

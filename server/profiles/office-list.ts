import { sql } from 'kysely'
import type { Expression, SqlBool } from 'kysely'
import { PAGE_SIZE } from '../../shared/limits'
import { profileIdOf } from '../../shared/office-list'
import type { OfficeListQuery } from '../../shared/office-list'
import type { Db } from '../db/database'

// The office's own profiles for its dashboard: at most PAGE_SIZE rows, found through the (officeId, sort key,
// id) indexes of migration 032 and paged by key, so that page 500 costs what page 1 does.

const listed = [
  'id',
  'createdAt',
  'updatedAt',
  'firstName',
  'lastName',
  'age',
  'religion',
  'country',
  'state',
  'status',
  'managedBy',
] as const

/** The cursor is the last row's sort value and id, so the next page starts right after it. */
const encode = (value: string, id: number) => Buffer.from(JSON.stringify([value, id])).toString('base64url')
function decode(cursor: string | undefined): [string, number] | null {
  if (!cursor) return null
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    return Array.isArray(v) && typeof v[0] === 'string' && Number.isInteger(v[1]) ? [v[0], v[1]] : null
  } catch {
    return null
  }
}

/** A word as the start of a name, any case; % and _ typed by someone mean themselves. */
const prefix = (word: string) => `${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function officeList(db: Db, officeId: number, query: OfficeListQuery) {
  const column = query.sort === 'changed' ? 'updatedAt' : 'createdAt'
  const text = query.q?.trim() ?? ''
  const byId = text ? profileIdOf(text) : null
  const words = byId === null ? text.split(/\s+/).filter(Boolean).slice(0, 4) : []

  let mine = db.selectFrom('profiles').where('officeId', '=', officeId)
  if (byId !== null) mine = mine.where('id', '=', byId)
  for (const word of words)
    mine = mine.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(${eb.ref('firstName')}) like ${prefix(word)} escape '\\'`,
        sql<SqlBool>`lower(${eb.ref('lastName')}) like ${prefix(word)} escape '\\'`,
      ]),
    )
  const status = query.status
  if (status === 'photo_waiting')
    mine = mine.where('id', 'in', db.selectFrom('photos').select('profileId').where('status', '=', 'pending'))
  else if (status === 'reported')
    mine = mine.where('id', 'in', db.selectFrom('reports').select('profileId').where('status', '=', 'open'))
  else if (status) mine = mine.where('status', '=', status)

  const [{ total }] = await mine.select((eb) => eb.fn.countAll<number>().as('total')).execute()
  const after = decode(query.after)
  const rows = await mine
    .select([...listed])
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(column, '<', after![0]),
          eb.and([eb(column, '=', after![0]), eb('id', '<', after![1])]) as Expression<SqlBool>,
        ]),
      ),
    )
    .orderBy(column, 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, PAGE_SIZE)
  const last = page[page.length - 1]
  return {
    rows: page,
    total: Number(total),
    next: rows.length > PAGE_SIZE && last ? encode(last[column], last.id) : null,
  }
}

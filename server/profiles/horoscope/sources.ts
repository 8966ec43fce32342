import type { ProfileRow } from '../../db/schema'

/** Sources after a manager edits horoscope fields by hand: what they changed is now the family's word. */
export function sourcesAfterEdit(row: ProfileRow, patch: Record<string, unknown>): Partial<ProfileRow> {
  const changed = (field: 'nakshatra' | 'pada' | 'rashi' | 'dosham') =>
    field in patch && (patch[field] ?? null) !== row[field]
  const out: Partial<ProfileRow> = {}
  if ((changed('nakshatra') || changed('pada') || changed('rashi')) && row.horoscopeSource === 'computed') {
    out.horoscopeSource = 'family'
    out.moonLongitude = null
  }
  if (changed('dosham') && row.doshamSource === 'computed') out.doshamSource = 'family'
  return out
}

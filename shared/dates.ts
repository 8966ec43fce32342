// Dates of birth travel as YYYY-MM-DD strings; these helpers never touch time zones.

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function todayIso(now = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())
}

/** True when the three numbers name a day that exists. */
export function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return isRealDate(year, month, day) ? { year, month, day } : null
}

/** Whole years between a date of birth and today. */
export function ageOn(dob: string, today = todayIso()): number {
  const born = parseIsoDate(dob)
  const now = parseIsoDate(today)
  if (!born || !now) return Number.NaN
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day)
  return now.year - born.year - (hadBirthday ? 0 : 1)
}

/** The latest date of birth of someone who is at least `years` old today. */
export function bornOnOrBefore(years: number, today = todayIso()): string {
  const now = parseIsoDate(today)!
  return isoDate(now.year - years, now.month, now.day === 29 && now.month === 2 ? 28 : now.day)
}

// A local date and clock time at a place becomes one instant through the IANA rules of that date (Node's Intl
// carries the full time-zone database): India's war time of 1942-45 (+6:30), Madras time before 1906, daylight
// saving abroad. Two answers are possible in an autumn hour that repeats, none in a spring hour that is
// skipped: the caller hears which.

export type LocalInstant =
  | { status: 'ok'; utc: Date; offsetMinutes: number }
  | { status: 'repeated'; utc: Date; offsetMinutes: number; later: Date }
  | { status: 'skipped' }
  | { status: 'unknown-zone' }

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall clock at `instant` in `timeZone`, read as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year)
  const date = new Date(0)
  date.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day))
  date.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0)
  return date.getTime()
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export const offsetAt = (instant: number, timeZone: string) =>
  wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

const DAY = 86_400_000

/** The instant of a local date ('YYYY-MM-DD') and time ('HH:MM') in an IANA zone. */
export function localToUtc(date: string, time: string, timeZone: string): LocalInstant {
  if (!isTimeZone(timeZone)) return { status: 'unknown-zone' }
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const asUtc = new Date(0)
  asUtc.setUTCFullYear(y, m - 1, d)
  asUtc.setUTCHours(hh, mm, 0, 0)
  const wall = asUtc.getTime()
  // The offset a day before and a day after: the wall time lies under one of them (or both, or neither).
  const found = [...new Set([offsetAt(wall - DAY, timeZone), offsetAt(wall + DAY, timeZone)])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClock(instant, timeZone) === wall)
    .sort((a, b) => a - b)
  if (!found.length) return { status: 'skipped' }
  const utc = new Date(found[0])
  const offsetMinutes = Math.round((wall - found[0]) / 60_000)
  if (found.length === 1) return { status: 'ok', utc, offsetMinutes }
  return { status: 'repeated', utc, offsetMinutes, later: new Date(found[1]) }
}

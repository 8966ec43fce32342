// Matches page by key: the ranked order (score, then newest, then id) is the same on every call, so the
// next page starts after the last match shown, named by its place in that order. A key that does not parse
// is refused rather than read as "from the start".

export interface Ranked {
  score: number
  row: { id: number; createdAt: string }
}

const KEY = /^(-?\d+(?:\.\d+)?(?:e-?\d+)?)~([0-9TZ:.+-]{10,35})~(\d{1,10})$/

/** The key of a match: where the page after it starts. */
export const matchKey = (m: Ranked) => `${m.score}~${m.row.createdAt}~${m.row.id}`

export function parseMatchKey(key: string): { score: number; createdAt: string; id: number } | null {
  const m = KEY.exec(key)
  return m ? { score: Number(m[1]), createdAt: m[2], id: Number(m[3]) } : null
}

/** Best first: higher score, then the newer profile, then the higher id (never a tie). */
export function byRank(a: Ranked, b: Ranked) {
  return b.score - a.score || b.row.createdAt.localeCompare(a.row.createdAt) || b.row.id - a.row.id
}

/** One page of ranked matches after `after` (or from the start), and the key of the next page if any. */
export function pageAfter<T extends Ranked>(
  ranked: T[],
  after: ReturnType<typeof parseMatchKey>,
  size: number,
): { page: T[]; next: string | null } {
  const sorted = [...ranked].sort(byRank)
  const start = after ? sorted.findIndex((m) => byRank({ score: after.score, row: after }, m) < 0) : 0
  const rest = start < 0 ? [] : sorted.slice(start)
  const page = rest.slice(0, size)
  return { page, next: rest.length > size ? matchKey(page[page.length - 1]) : null }
}

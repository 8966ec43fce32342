import { loadavg } from 'node:os'

// The timing of search and matches at scale (issue 25): the fixed mix, sequential timed requests, and the
// machine's load average beside every figure (a busy machine's figures are upper bounds).

/** The fixed mix: narrow searches as people type them, browse links, and the broadest ones. */
export const SEARCH_MIX: Record<string, string>[] = [
  // "Verified in person only": the partial index of verified profiles (one in 200 here).
  { verified: '1' },
  { verified: '1', gender: 'female', motherTongue: 'tamil' },
  {
    ageFrom: '25',
    ageTo: '32',
    height: `5'2"`,
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'tamil',
    country: 'india',
  },
  {
    ageFrom: '26',
    ageTo: '34',
    height: 'any',
    maritalStatus: 'single',
    religion: 'hinduism',
    motherTongue: 'telugu',
    country: 'india',
    gender: 'male',
  },
  {
    ageFrom: '24',
    ageTo: '30',
    height: 'any',
    maritalStatus: 'single',
    religion: 'islam',
    motherTongue: 'urdu',
    country: 'any',
  },
  {
    ageFrom: '22',
    ageTo: '71',
    height: 'any',
    maritalStatus: 'any',
    religion: 'christianity',
    motherTongue: 'malayalam',
    country: 'any',
  },
  {
    ageFrom: '28',
    ageTo: '40',
    height: `5'8"`,
    maritalStatus: 'divorced',
    religion: 'any',
    motherTongue: 'any',
    country: 'any',
  },
  { motherTongue: 'tamil' },
  { city: 'Mumbai' },
  { community: 'iyer' },
  { community: 'jat-sikh', gender: 'female' },
  { country: 'usa', religion: 'hinduism' },
  { educationLevel: 'doctorate', gender: 'female' },
  { incomeMin: '50plus' },
  { diet: 'vegetarian', manglik: 'no' },
  { gender: 'male' },
  {
    ageFrom: '22',
    ageTo: '71',
    height: 'any',
    maritalStatus: 'any',
    religion: 'any',
    motherTongue: 'any',
    country: 'any',
  },
  {},
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (n: number) => Math.round(n * 10) / 10

/** The load average (1, 5 and 15 minutes) and cores beside a figure: a busy machine's figures are upper bounds. */
export const machineLoad = () => ({
  loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
})

let visitors = 0
/**
 * A header naming a new visitor for each request: the bench stands for many people, and the search server
 * (which trusts X-Forwarded-For from loopback here) keeps each visitor's share of search's reading time
 * (server/read-share.ts) and per-minute limit apart.
 */
export function aVisitor(): Record<string, string> {
  const n = ++visitors
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

export async function timed(urls: string[], rounds: number, headers: Record<string, string> = {}) {
  const times: number[] = []
  const failed: string[] = []
  for (let r = 0; r < rounds; r++)
    for (const url of urls) {
      const start = performance.now()
      const res = await fetch(url, { headers: { ...aVisitor(), ...headers } })
      await res.arrayBuffer()
      if (!res.ok) failed.push(`${res.status} ${url.slice(url.indexOf('/api/'))}`)
      times.push(performance.now() - start)
    }
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    failed,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    load: machineLoad().loadAverage,
  }
}

/** Sequential searches, each timed, with the five slowest and how many found nothing. */
export async function timedMix(urls: string[]) {
  const each: { url: string; ms: number; total: number }[] = []
  for (const url of urls) {
    const start = performance.now()
    const res = await fetch(url, { headers: aVisitor() })
    const body = (await res.json()) as { total?: number }
    // A failed search is counted and shown, not fatal: the run's other figures still count.
    each.push({ url, ms: performance.now() - start, total: res.ok ? (body.total ?? 0) : -res.status })
  }
  const times = each.map((e) => e.ms).sort((a, b) => a - b)
  return {
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1]),
    load: machineLoad().loadAverage,
    foundNothing: each.filter((e) => e.total === 0).length,
    failed: each.filter((e) => e.total < 0).map((e) => `${-e.total} ${e.url.slice(e.url.indexOf('?') + 1)}`),
    slowest: [...each]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((e) => ({ search: e.url.slice(e.url.indexOf('?') + 1), ms: round(e.ms), total: e.total })),
  }
}
export type MixResult = Awaited<ReturnType<typeof timedMix>>

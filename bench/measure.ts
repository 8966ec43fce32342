import { randomUUID } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { hash, verify } from '@node-rs/argon2'
import autocannon from 'autocannon'
import type { Browser } from 'playwright-core'

export interface Weight {
  path: string
  language?: string
  js: number
  css: number
  files: number
}

/** Gzipped JavaScript and CSS that a route's first load fetches (fresh browser context, no cache). */
export async function routeWeight(
  browser: Browser,
  base: string,
  path: string,
  language?: string,
): Promise<Weight> {
  const context = await browser.newContext()
  // A visitor who chose this language before: the page starts in it, and the server (from the cookie the
  // choice also wrote) has it preload that language's texts.
  if (language) {
    await context.addInitScript((l) => localStorage.setItem('language', l), language)
    await context.addCookies([{ name: 'language', value: language, url: base }])
  }
  const page = await context.newPage()
  const sizes: { type: string; gz: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then((body) => void sizes.push({ type, gz: gzipSync(body, { level: 9 }).length })),
    )
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  await context.close()
  const sum = (type: string) => sizes.filter((s) => s.type === type).reduce((a, s) => a + s.gz, 0)
  return {
    path,
    ...(language ? { language } : {}),
    js: sum('script'),
    css: sum('stylesheet'),
    files: sizes.length,
  }
}

/** Every .js and .css of the build, gzipped (the precompressed .gz files). */
export function buildWeight(assets: string): { js: number; css: number } {
  const total = { js: 0, css: 0 }
  for (const file of readdirSync(assets)) {
    const kind = file.endsWith('.js.gz') ? 'js' : file.endsWith('.css.gz') ? 'css' : null
    if (kind) total[kind] += statSync(join(assets, file)).size
  }
  return total
}

export interface Load {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  statusCodes: Record<string, number>
}

/** A fixed-concurrency, fixed-duration autocannon run on loopback. */
export async function load(
  name: string,
  options: {
    url: string
    method?: 'GET' | 'POST'
    body?: unknown
    headers?: Record<string, string>
    idempotent?: boolean
    /** Several paths on the url's host, asked in turn by each connection (a mix of searches). */
    paths?: string[]
    /** A header per request naming a new visitor (bench/timing.ts aVisitor): many people, not one. */
    visitor?: () => Record<string, string>
  },
  connections: number,
  seconds: number,
  /** A fixed number of requests instead of a duration: every answer is then counted. */
  amount?: number,
): Promise<Load> {
  const headers = { 'content-type': 'application/json', ...options.headers }
  // Headers of each request's own: a new visitor, or (create-form) its own Idempotency-Key, as separate
  // submits would have.
  const own = options.visitor ?? (options.idempotent ? () => ({ 'idempotency-key': randomUUID() }) : null)
  const setupRequest = own
    ? (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...own() } })
    : undefined
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    requests: options.paths
      ? options.paths.map((path) => ({ method: options.method ?? 'GET', path, setupRequest }))
      : setupRequest && [{ setupRequest }],
  })
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]),
  )
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  }
}

/** The time of one argon2id verification with the server's parameters (the library defaults). */
export async function argon2VerifyMs(rounds = 20): Promise<number> {
  const stored = await hash('demo-password')
  await verify(stored, 'demo-password')
  const start = performance.now()
  for (let i = 0; i < rounds; i++) await verify(stored, 'demo-password')
  return (performance.now() - start) / rounds
}

import { afterAll, beforeAll, expect, it } from 'vitest'
import { configFromEnv } from './config'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Search is public: a per-address limit keeps a scraper from walking every profile or stalling the server.
let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ searchPerMinute: 3, trustProxy: ['127.0.0.1'] })
})
afterAll(() => s.close())

const searchFrom = (address: string) =>
  fetch(`${s.url}/api/profiles/search?religion=hinduism`, { headers: { 'x-forwarded-for': address } })

it('answers 429 with Retry-After past the limit, for that address only', async () => {
  for (let i = 0; i < 3; i++) expect((await searchFrom('203.0.113.9')).status).not.toBe(429)
  const refused = await searchFrom('203.0.113.9')
  expect(refused.status).toBe(429)
  const retryAfter = Number(refused.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(((await refused.json()) as { message: string }).message).toMatch(/Please wait 1 minute/)
  expect((await searchFrom('198.51.100.7')).status).toBe(200)
})

it('allows 120 searches a minute unless SEARCH_RATE_LIMIT says otherwise', () => {
  expect(configFromEnv({}).searchPerMinute).toBe(120)
  expect(configFromEnv({ SEARCH_RATE_LIMIT: '600' }).searchPerMinute).toBe(600)
})

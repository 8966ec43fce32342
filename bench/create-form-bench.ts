import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed'
import { profileBody } from '../server/test-support'
import { startSearchServer } from './search-server'
import { load } from './measure'
import { aVisitor, machineLoad, SEARCH_MIX } from './timing'
import { typedSearches } from './typed-mix'

// Reads never starve writes (issue 25): create-form throughput alone, then while 10 connections run broad and
// narrow searches, side by side in one run on one server.

const ROUNDS = 3

export interface CreateFormResult {
  aloneRps: number
  duringSearchesRps: number
  ratio: number
  searchRps: number
  searchConnections: number
  load: number[]
}

export async function staffAuth(api: string): Promise<Record<string, string>> {
  const login = await fetch(`${api}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}

export async function measureCreateForm(
  serverUrl: string,
  auth: Record<string, string>,
  seconds = 5,
): Promise<CreateFormResult> {
  const options = {
    url: `${serverUrl}/api/user/create-form`,
    method: 'POST' as const,
    body: profileBody(),
    headers: auth,
    idempotent: true,
  }
  // Alone and during searches in turn, a few rounds: a shared machine's load drifts less between neighbours.
  const paths = [...SEARCH_MIX.slice(-4), ...typedSearches().slice(0, 40)].map(
    (q) => `/api/profiles/search?${new URLSearchParams(q).toString()}`,
  )
  let alone = 0
  let together = 0
  let searched = 0
  for (let round = 0; round < ROUNDS; round++) {
    alone += (await load('create-form alone', options, 10, seconds)).rps
    // 10 connections asking broad and narrow searches in turn: the mix's broad ones and 40 typed ones.
    const [during, searching] = await Promise.all([
      load('create-form during searches', options, 10, seconds),
      load('searches', { url: `${serverUrl}${paths[0]}`, paths, visitor: aVisitor }, 10, seconds),
    ])
    together += during.rps
    searched += searching.rps
  }
  const [created, during, searching] = [alone, together, searched].map((n) => Math.round(n / ROUNDS))
  return {
    aloneRps: created,
    duringSearchesRps: during,
    ratio: Math.round((together / alone) * 100) / 100,
    searchRps: searching,
    searchConnections: 10,
    load: machineLoad().loadAverage,
  }
}

/**
 * `npm run bench -- --create-form <data folder | postgres URL> [--port N]`: the create-form run alone on a
 * database seeded before (`--seed`); it adds rows to it.
 */
export async function createFormOnly(argv: string[]) {
  const place = argv[argv.indexOf('--create-form') + 1]
  const port = argv.includes('--port') ? Number(argv[argv.indexOf('--port') + 1]) : 3411
  const databaseUrl = place.startsWith('postgres') ? place : null
  const server = await startSearchServer(
    port,
    databaseUrl ? mkdtempSync(join(tmpdir(), 'matrimony-create-form-')) : place,
    databaseUrl,
  )
  try {
    const api = `${server.url}/api`
    // The per-value counts first, as a running server has them.
    await fetch(`${api}/profiles/search?gender=female`)
    const result = await measureCreateForm(server.url, await staffAuth(api))
    console.log(JSON.stringify(result))
  } finally {
    await server.stop({ keepData: true })
  }
}

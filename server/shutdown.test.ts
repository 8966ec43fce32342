import { request } from 'node:http'
import { join } from 'node:path'
import type { ClientRequest, IncomingMessage } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { member } from './connections/test-people'
import { png } from './photos/test-photos'
import { startTestServer } from './test-support'
import type { TestServer } from './test-support'

// Ready for a load balancer: GET /api/ready says whether to send this server requests; on stop the server
// says "stopping", closes live connections through its shutdown hooks, and finishes the requests in flight.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('readiness and a clean stop', () => {
  let s: TestServer | null = null
  afterEach(async () => {
    await s?.close()
    s = null
  })

  it('is ready when the database and the photo store answer', async () => {
    s = await startTestServer()
    const ready = await s.get('ready')
    expect(ready).toEqual({ status: 200, body: { status: 'ready', db: 'ok', photos: 'ok' } })
  })

  it('is not ready when the database is gone', async () => {
    s = await startTestServer()
    const server = s
    await server.db.destroy()
    server.db.destroy = async () => {} // already done; the test server's close would do it again
    const answer = await server.get('ready')
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ status: 'not ready', db: 'unreachable' })
  })

  it('finishes an upload in flight, closes live connections, and then stops accepting', async () => {
    // The keeper holds the database; the server that stops has its own folder and the same database.
    const keeper = await startTestServer()
    s = keeper
    const server = await startTestServer({
      databaseUrl: keeper.config.databaseUrl ?? `file:${join(keeper.config.dataDir, 'matrimony.sqlite')}`,
    })
    const owner = await member(server, 'Sharada', { gender: 'female' })
    let hookCalled = false
    server.lifecycle.onShutdown(() => {
      hookCalled = true
    })
    const bytes = await png()

    // The upload starts: headers and half the body are sent, the rest comes after the stop was asked for.
    const url = new URL(`${server.url}/api/profiles/${owner.id}/photos`)
    let req!: ClientRequest
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req = request(
        url,
        {
          method: 'POST',
          headers: {
            ...owner.auth,
            'content-type': 'application/octet-stream',
            'content-length': String(bytes.length),
          },
        },
        (res: IncomingMessage) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
    })
    req.write(bytes.subarray(0, 1000))
    // In flight once the server has taken the request (its log says so), not merely once it was sent.
    const taken = () =>
      server.logs.some((l) => l.includes('incoming request') && l.includes(`/profiles/${owner.id}/photos`))
    for (let i = 0; !taken() && i < 400; i++) await sleep(25)
    expect(taken()).toBe(true)

    const closed = server.close()
    await sleep(100)
    expect(hookCalled).toBe(true)
    expect(server.lifecycle.draining).toBe(true)
    // No new connection is taken any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()

    req.end(bytes.subarray(1000))
    const result = await answered
    expect(result.status).toBe(201)
    const photoId = JSON.parse(result.body).photo.id as number
    await closed
    // The acknowledged write is in the database (re-opened, as the next server would).
    const again = await startTestServer({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
    })
    s = again
    const row = await again.db.selectFrom('photos').select('id').where('id', '=', photoId).executeTakeFirst()
    expect(row?.id).toBe(photoId)
  })
})

import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { readGate, trackWrites } from './writes-first'

// Reads never starve writes (issue 25): while a write is in flight, reads go one at a time.

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('writes first', () => {
  it('runs as many reads as the pool has with no write in flight, one at a time with one', async () => {
    let writes = 0
    const gate = readGate(3, () => writes)
    let running = 0
    let most = 0
    const read = () =>
      gate.run(async () => {
        most = Math.max(most, ++running)
        await tick()
        running--
      })
    await Promise.all(Array.from({ length: 9 }, read))
    expect(most).toBe(3)
    writes = 1
    most = 0
    await Promise.all(Array.from({ length: 9 }, read))
    expect(most).toBe(1)
  })

  it('lets the reads waiting go on, and in order, when the writes end', async () => {
    let writes = 1
    const gate = readGate(2, () => writes)
    const order: number[] = []
    const reads = [1, 2, 3, 4].map((n) => gate.run(async () => (await tick(), order.push(n))))
    await tick()
    writes = 0
    await Promise.all(reads)
    expect(order).toEqual([1, 2, 3, 4])
  })

  it('rests between reads twice as long as each took while writes are in flight, so the writes get the server’s time', async () => {
    let writes = 1
    const gate = readGate(2, () => writes)
    const ended: number[] = []
    const started: number[] = []
    const read = () =>
      gate.run(async () => {
        started.push(performance.now())
        await new Promise((resolve) => setTimeout(resolve, 15))
        ended.push(performance.now())
      })
    await Promise.all([read(), read()])
    expect(started[1] - ended[0]).toBeGreaterThanOrEqual(18)
    writes = 0
    // The last read's rest ends too.
    await new Promise((resolve) => setTimeout(resolve, 25))
    started.length = 0
    ended.length = 0
    await Promise.all([read(), read()])
    // Without writes, both at once.
    expect(started[1]).toBeLessThan(ended[0])
  })

  it('counts the requests that may write until each is answered, and no reads', async () => {
    const app = Fastify()
    const writing = trackWrites(app)
    let during = -1
    let duringRead = -1
    app.post('/write', async () => {
      during = writing()
      return { ok: true }
    })
    app.get('/read', async () => {
      duringRead = writing()
      return { ok: true }
    })
    await app.ready()
    expect((await app.inject({ method: 'POST', url: '/write', payload: {} })).statusCode).toBe(200)
    expect(during).toBe(1)
    expect(writing()).toBe(0)
    await app.inject({ method: 'GET', url: '/read' })
    expect(duringRead).toBe(0)
    await app.close()
  })
})

import { spawn } from 'node:child_process'
import http from 'node:http'
import type { ClientRequest } from 'node:http'
import { createRequire } from 'node:module'

// The bench's clients (bench/conversations-bench.ts): live streams it measures, idle streams held by helper
// processes, and a server's memory read after a full garbage collection through the inspector.

/** A live stream; `ready` resolves once the server has answered it (authenticated and subscribed). */
export function stream(port: number, token: string, onMessage: (id: number, at: number) => void) {
  let answered: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (answered = resolve))
  const req: ClientRequest = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/conversations/live',
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    },
    (res) => {
      answered()
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        for (const m of chunk.matchAll(/^id: (\d+)$/gm)) onMessage(Number(m[1]), performance.now())
      })
    },
  )
  req.on('error', () => answered())
  return Object.assign(req, { ready })
}

/** `count` idle streams to one server, held by a helper process (bench/idle-streams.mjs). */
export async function idleStreams(port: number, token: string, count: number) {
  const started = performance.now()
  const child = spawn(process.execPath, ['bench/idle-streams.mjs', String(port), token, String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const answer = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(out.trim())
    })
    child.once('exit', (code) => reject(new Error(`idle streams exited (${code}) before they were open`)))
  })
  const [, answered, failed] = answer.split(' ').map(Number)
  if (failed) throw new Error(`${failed} of ${count} idle streams were refused`)
  return {
    answered,
    /** From starting the helper to every stream answered (100 opening at a time). */
    openingMs: Math.round(performance.now() - started),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

// The inspector speaks WebSocket; Node 20 has no client of its own, and Playwright (a dependency) carries one.
const require = createRequire(import.meta.url)
type Socket = {
  on(event: 'open' | 'message' | 'error', listener: (data?: unknown) => void): void
  send(text: string): void
  close(): void
}
const { ws: WebSocket } = require('playwright-core/lib/utilsBundle') as {
  ws: new (url: string) => Socket
}

export interface Memory {
  rssMb: number
  heapUsedMb: number
  externalMb: number
}

/**
 * A server process's memory after a full garbage collection, asked through its inspector (the server runs
 * with `--inspect=127.0.0.1:<inspectPort>`): resident set, V8 heap in use, and memory outside the heap.
 */
export async function memoryAfterGc(inspectPort: number): Promise<Memory> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  let nextId = 0
  const waiting = new Map<number, (result: unknown) => void>()
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data)) as { id?: number; result?: unknown }
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result)
  })
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve())
    socket.on('error', (error) => reject(error as Error))
  })
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId
      waiting.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  try {
    for (let i = 0; i < 3; i++) await call('HeapProfiler.collectGarbage')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const answer = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } }
    const usage = JSON.parse(answer.result.value) as { rss: number; heapUsed: number; external: number }
    const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10
    return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external) }
  } finally {
    socket.close()
  }
}

import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  url: string
  port: number
  dataDir: string
  logFile: string
  process: ChildProcess
  /** Stops the server; its data folder goes too unless `keepData` (a restart on the same data follows). */
  stop(options?: { keepData?: boolean }): Promise<void>
}

/** Starts the built server (out/server/main.js) on a port with its own data folder; resolves once healthy. */
export async function startServer(options: {
  port: number
  dataDir?: string
  env?: Record<string, string>
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'matrimony-test-'))
  const logFile = join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, ['out/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '1000',
      JWT_SECRET: 'test-secret-for-the-end-to-end-suite-only',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  })
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${readFileSync(logFile, 'utf8')}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${readFileSync(logFile, 'utf8')}`)
    await new Promise((r) => setTimeout(r, 150))
  }
  return {
    url,
    port: options.port,
    dataDir,
    logFile,
    process: child,
    stop: (stopping?: { keepData?: boolean }) =>
      new Promise<void>((resolve) => {
        // A data folder this function made goes with the server (tests remove what they create).
        const done = () => {
          if (!options.dataDir && !stopping?.keepData) rmSync(dataDir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}

/** The last password link the server wrote to its log (no SMTP in tests). */
export function lastMailedLink(logFile: string): string | null {
  const matches = [...readFileSync(logFile, 'utf8').matchAll(/the link would be mailed: (\S+?)"/g)]
  return matches.length ? matches[matches.length - 1][1] : null
}

/** Every link the server has mailed so far (written to its log without SMTP), oldest first. */
export function mailedLinks(logFile: string): string[] {
  return [...readFileSync(logFile, 'utf8').matchAll(/the link would be mailed: (\S+?)"/g)].map((m) => m[1])
}

/** The first link mailed after `seen` links: the log is written asynchronously, so wait for it. */
export async function linkMailedAfter(logFile: string, seen: number, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const links = mailedLinks(logFile)
    if (links.length > seen) return links[seen]
    if (Date.now() > deadline) throw new Error(`no link was mailed after the ${seen} before`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The suite server's log (set by global setup). */
export function suiteLog(): string {
  const file = process.env.E2E_SERVER_LOG
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run through the Playwright config')
  return file
}

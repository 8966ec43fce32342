import { existsSync, readFileSync, rmSync } from 'node:fs'

export default async function globalTeardown() {
  if (!existsSync('test-results-server.pid')) return
  const pid = Number(readFileSync('test-results-server.pid', 'utf8'))
  rmSync('test-results-server.pid')
  try {
    process.kill(pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

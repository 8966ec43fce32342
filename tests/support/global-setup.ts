import { writeFileSync } from 'node:fs'
import { startServer } from './server'
import { ports } from './ports'

// One server for the suite, on a fresh database seeded with the demo account and sample profiles.
export default async function globalSetup() {
  const server = await startServer({ port: ports.suite })
  process.env.E2E_SERVER_LOG = server.logFile
  process.env.E2E_DATA_DIR = server.dataDir
  writeFileSync('test-results-server.pid', String(server.process.pid))
  server.process.unref()
}

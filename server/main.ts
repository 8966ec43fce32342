import { buildApp } from './app'
import { configFromEnv } from './config'
import { openDatabase } from './db/database'
import { DEMO_EMAIL, seedIfEmpty } from './seed'
import { startSummary } from './start-summary'

const config = configFromEnv()
const db = await openDatabase(config)
const app = await buildApp(config, db)
if (config.seed && (await seedIfEmpty(db))) {
  app.log.info(`Seeded an empty database with the local demo account ${DEMO_EMAIL} and sample profiles.`)
}

/**
 * SIGTERM (a deploy, a scale-down) or SIGINT: say "not ready" and close live connections at once, keep
 * answering for SHUTDOWN_DELAY_SECONDS so that the load balancer stops sending requests, then stop accepting,
 * finish the requests in flight and the background work, and exit. Past SHUTDOWN_TIMEOUT_SECONDS it exits anyway.
 */
let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: stopping (requests in flight are finished first).`)
  setTimeout(() => {
    app.log.error('The server did not stop in time; exiting with requests unfinished.')
    process.exit(1)
  }, config.shutdown.timeoutMs).unref()
  await app.lifecycle.shutdown()
  if (config.shutdown.delayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs))
  await app.close()
  await db.destroy()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ host: config.host, port: config.port })
if (!config.webRoot) app.log.warn('WEB_ROOT is empty: serving the API only.')
// npm start asks for a few plain lines at the end: where to go and how to log in.
if (process.env.START_SUMMARY === '1')
  console.log(await startSummary(db, `http://${config.host}:${config.port}`))

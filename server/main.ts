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

const shutdown = async () => {
  await app.close()
  await db.destroy()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

await app.listen({ host: config.host, port: config.port })
if (!config.webRoot) app.log.warn('WEB_ROOT is empty: serving the API only.')
// npm start asks for a few plain lines at the end: where to go and how to log in.
if (process.env.START_SUMMARY === '1')
  console.log(await startSummary(db, `http://${config.host}:${config.port}`))

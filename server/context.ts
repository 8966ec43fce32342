import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { Reads } from './db/read-pool'
import type { TokenIssuer } from './auth/tokens'
import type { Mailer } from './mailer'
import type { RateLimiter } from './rate-limiter'
import type { Captcha } from './routes/captcha'
import type { Guards } from './accounts/guards'
import type { JobRunner } from './jobs/runner'
import type { Lifecycle } from './lifecycle'
import type { LiveHub } from './conversations/hub'

/** Everything a route needs, built once per server. */
export interface AppContext {
  db: Db
  /** Heavy reads (search, matches), off the event loop. */
  reads: Reads
  /** Per-request counters (search's limits): `db` itself on SQLite (server/db/database.ts countersDatabase). */
  counters: Db
  config: ServerConfig
  tokens: TokenIssuer
  mailer: Mailer
  limiter: RateLimiter
  captcha: Captcha
  auth: Guards
  /** Background jobs that run once across all servers: `jobs.add({ name, everyMs, run })`. */
  jobs: JobRunner
  /** Shutdown: `lifecycle.onShutdown(fn)` closes live connections; `lifecycle.draining` once stopping. */
  lifecycle: Lifecycle
  /** Live delivery of conversation changes to open pages, across server processes on PostgreSQL. */
  live: LiveHub
  /** Seals printed consent codes (derived from the server secret), so the office can show one again. */
  codeKey: Buffer
}

import type { ServerConfig } from './config'
import type { Db } from './db/database'
import type { Reads } from './db/read-pool'
import type { TokenIssuer } from './auth/tokens'
import type { Mailer } from './mailer'
import type { RateLimiter } from './rate-limiter'
import type { Captcha } from './routes/captcha'
import type { Guards } from './accounts/guards'
import type { LiveHub } from './conversations/hub'

/** Everything a route needs, built once per server. */
export interface AppContext {
  db: Db
  /** Heavy reads (search, matches), off the event loop. */
  reads: Reads
  config: ServerConfig
  tokens: TokenIssuer
  mailer: Mailer
  limiter: RateLimiter
  captcha: Captcha
  auth: Guards
  /** Live delivery of conversation changes to open pages, across server processes on PostgreSQL. */
  live: LiveHub
}

import { isIP } from 'node:net'
import { resolve } from 'node:path'
import type { GrievanceOfficer } from '../shared/notice'
import { LIMIT_RETENTION_DAYS } from '../shared/retention'

// Every setting of the server, read once from the environment (docs/configuration.md).
export interface ServerConfig {
  host: string
  port: number
  production: boolean
  dataDir: string
  databaseUrl: string | null
  /** PostgreSQL connections per server process. */
  databasePoolSize: number
  /** SQLite: worker threads for search and matches, and how long one such read may take (issue 25). */
  readWorkers: number
  readBudgetMs: number
  /** SQLite: the read workers' nice value (0: the main thread's), so that writes take the processor first. */
  readNice: number
  jwtSecret: string | null
  webRoot: string | null
  webOrigin: string
  publicUrl: string
  smtpUrl: string | null
  mailFrom: string
  /** The outbox's background sender: waits between attempts, when to give up, how often to look. */
  mailRetry: { firstDelayMs: number; maxDelayMs: number; giveUpMs: number; pollMs: number }
  /** Photos in an S3-compatible bucket (PHOTO_S3_*); null keeps them in DATA_DIR/photos. */
  photoStore: {
    bucket: string
    /** MinIO, R2 or another S3-compatible store; null for AWS S3 itself. */
    endpoint: string | null
    region: string
    /** Unset: the AWS SDK's own chain (environment, instance role). */
    accessKeyId: string | null
    secretAccessKey: string | null
    forcePathStyle: boolean
    /** Prepended to every key ("photos/"), so that one bucket can hold other things too. */
    prefix: string
    serverSideEncryption: 'AES256' | 'aws:kms' | null
  } | null
  /** On SIGTERM: how long to keep answering while "not ready", and the most a stop may take. */
  shutdown: { delayMs: number; timeoutMs: number }
  /** Background jobs: how often each server looks for a job that is due. */
  jobPollMs: number
  /** Fastify's trustProxy: false (default), a hop count, or addresses/CIDRs of the proxies; never `true`. */
  trustProxy: false | number | string[]
  /** Forgot-password, register and reset-password: each its own counter per address. */
  rateLimit: { max: number; windowMinutes: number }
  /** Password and registration e-mails to one address per hour; more requests are answered alike, unsent. */
  passwordMailsPerHour: number
  /** Failed logins: growing delays per account and address, and a high ceiling per address. */
  login: {
    freeFailures: number
    firstDelaySeconds: number
    maxDelayMinutes: number
    addressMaxFailures: number
  }
  /** Partner searches per address and minute. */
  searchPerMinute: number
  /** The share of the time, in percent, one visitor's searches may keep reading (0: no share kept). */
  searchSharePercent: number
  seed: boolean
  logLevel: string
  /** Who answers grievances: on the privacy page, in every privacy notice and breach notice. */
  grievanceOfficer: GrievanceOfficer
  /** Erase member accounts inactive this many years (after a 48-hour warning e-mail); null: never (default). */
  inactiveErasureYears: number | null
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

// proxy-addr's names for whole private ranges, which Fastify accepts beside addresses and networks.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(part: string): boolean {
  if (PROXY_RANGE_NAMES.includes(part)) return true
  const [address, bits, extra] = part.split('/')
  const family = isIP(address)
  if (!family || extra !== undefined) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a hop count, or a comma list of the proxies' addresses
 * and networks. `true` (trust every X-Forwarded-For) is refused: any client could then choose its own address,
 * and with it whose limits its requests count against.
 */
export function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  const v = (value ?? '').trim()
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false
  if (v.toLowerCase() === 'true' || v === '*')
    throw new Error(
      'TRUST_PROXY=true would trust X-Forwarded-For from anyone, so every client could choose its own address and escape the login and search limits. Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).',
    )
  if (/^\d+$/.test(v)) return Number(v)
  const parts = v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const bad = parts.filter((part) => !isProxyAddress(part))
  if (bad.length)
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma list of their addresses or networks (10.0.0.2, 10.0.1.0/24); not an address: ${bad.join(', ')}`,
    )
  return parts
}

function photoStoreFrom(env: NodeJS.ProcessEnv): ServerConfig['photoStore'] {
  const bucket = env.PHOTO_S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.PHOTO_S3_ENDPOINT?.trim() || null
  const sse = env.PHOTO_S3_SERVER_SIDE_ENCRYPTION?.trim() || null
  if (sse && sse !== 'AES256' && sse !== 'aws:kms')
    throw new Error('PHOTO_S3_SERVER_SIDE_ENCRYPTION must be AES256 or aws:kms (or unset).')
  if (Boolean(env.PHOTO_S3_ACCESS_KEY_ID) !== Boolean(env.PHOTO_S3_SECRET_ACCESS_KEY))
    throw new Error(
      'PHOTO_S3_ACCESS_KEY_ID and PHOTO_S3_SECRET_ACCESS_KEY go together: set both, or neither.',
    )
  const prefix = (env.PHOTO_S3_PREFIX ?? '').trim().replace(/^\/+/, '')
  return {
    bucket,
    endpoint,
    region: env.PHOTO_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.PHOTO_S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.PHOTO_S3_SECRET_ACCESS_KEY || null,
    // MinIO and most self-hosted stores want the bucket in the path; AWS S3 itself in the host name.
    forcePathStyle: env.PHOTO_S3_FORCE_PATH_STYLE
      ? env.PHOTO_S3_FORCE_PATH_STYLE === 'true'
      : Boolean(endpoint),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    serverSideEncryption: sse as 'AES256' | 'aws:kms' | null,
  }
}

/**
 * The retention job deletes limit counters whose window began more than LIMIT_RETENTION_DAYS ago, so a longer
 * window would lose its count part-way through: the server refuses to start with one.
 */
export function rateWindowMinutesFrom(value: string | undefined): number {
  const minutes = int(value, 15)
  const most = LIMIT_RETENTION_DAYS * 24 * 60
  if (minutes > most)
    throw new Error(
      `RATE_LIMIT_WINDOW_MINUTES may be at most ${most} (${LIMIT_RETENTION_DAYS} days, how long limit counters are kept); it is ${minutes}.`,
    )
  return minutes
}

/** Shorter secrets can be guessed offline from a single token: the server refuses to start with one. */
export const JWT_SECRET_MIN_BYTES = 32

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 3000)
  const host = env.HOST || '127.0.0.1'
  const production = env.NODE_ENV === 'production'
  if (env.JWT_SECRET && Buffer.byteLength(env.JWT_SECRET, 'utf8') < JWT_SECRET_MIN_BYTES)
    throw new Error(
      `JWT_SECRET is too short: use at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. \`openssl rand -base64 48\`), or leave it unset to have one generated in DATA_DIR.`,
    )
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, '')
  return {
    host,
    port,
    production,
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    readWorkers: int(env.READ_WORKERS, 3),
    readBudgetMs: int(env.READ_BUDGET_MS, 5_000),
    readNice: env.READ_NICE === '0' ? 0 : Math.min(19, int(env.READ_NICE, 10)),
    jwtSecret: env.JWT_SECRET || null,
    webRoot: env.WEB_ROOT === '' ? null : resolve(env.WEB_ROOT || 'out/web'),
    webOrigin: env.WEB_ORIGIN || publicUrl,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Matrimony <no-reply@matrimony.test>',
    mailRetry: {
      firstDelayMs: int(env.MAIL_RETRY_FIRST_SECONDS, 30) * 1000,
      maxDelayMs: int(env.MAIL_RETRY_MAX_MINUTES, 30) * 60_000,
      giveUpMs: int(env.MAIL_GIVE_UP_HOURS, 72) * 3_600_000,
      pollMs: int(env.MAIL_POLL_SECONDS, 5) * 1000,
    },
    photoStore: photoStoreFrom(env),
    shutdown: {
      delayMs:
        (Number.isInteger(Number(env.SHUTDOWN_DELAY_SECONDS)) ? Number(env.SHUTDOWN_DELAY_SECONDS) : 0) *
        1000,
      timeoutMs: int(env.SHUTDOWN_TIMEOUT_SECONDS, 30) * 1000,
    },
    jobPollMs: int(env.JOB_POLL_SECONDS, 30) * 1000,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimit: {
      max: int(env.RATE_LIMIT_MAX, 10),
      windowMinutes: rateWindowMinutesFrom(env.RATE_LIMIT_WINDOW_MINUTES),
    },
    passwordMailsPerHour: int(env.PASSWORD_MAILS_PER_HOUR, 3),
    login: {
      freeFailures: int(env.LOGIN_FREE_FAILURES, 5),
      firstDelaySeconds: int(env.LOGIN_FIRST_DELAY_SECONDS, 30),
      maxDelayMinutes: int(env.LOGIN_MAX_DELAY_MINUTES, 15),
      addressMaxFailures: int(env.LOGIN_ADDRESS_MAX_FAILURES, 100),
    },
    searchPerMinute: int(env.SEARCH_RATE_LIMIT, 120),
    searchSharePercent:
      env.SEARCH_SHARE_PERCENT === '0' ? 0 : Math.min(100, int(env.SEARCH_SHARE_PERCENT, 5)),
    seed: !production && env.SEED !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME || 'Grievance Officer',
      email: env.GRIEVANCE_OFFICER_EMAIL || 'grievance@matrimony.test',
      phone: env.GRIEVANCE_OFFICER_PHONE || '+91 44 4000 0000',
      address: env.GRIEVANCE_OFFICER_ADDRESS || 'Head office, Anna Salai, Chennai 600002',
    },
    inactiveErasureYears: env.INACTIVE_ERASURE_YEARS ? int(env.INACTIVE_ERASURE_YEARS, 0) || null : null,
  }
}

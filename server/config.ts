import { resolve } from 'node:path'

// Every setting of the server, read once from the environment (README "Configuration").
export interface ServerConfig {
  host: string
  port: number
  production: boolean
  dataDir: string
  databaseUrl: string | null
  jwtSecret: string | null
  webRoot: string | null
  webOrigin: string
  publicUrl: string
  smtpUrl: string | null
  mailFrom: string
  rateLimit: { max: number; windowMinutes: number }
  seed: boolean
  logLevel: string
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 3000)
  const host = env.HOST || '127.0.0.1'
  const production = env.NODE_ENV === 'production'
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, '')
  return {
    host,
    port,
    production,
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    webRoot: env.WEB_ROOT === '' ? null : resolve(env.WEB_ROOT || 'out/web'),
    webOrigin: env.WEB_ORIGIN || publicUrl,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Matrimony <no-reply@matrimony.test>',
    rateLimit: { max: int(env.RATE_LIMIT_MAX, 10), windowMinutes: int(env.RATE_LIMIT_WINDOW_MINUTES, 15) },
    seed: !production && env.SEED !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
  }
}

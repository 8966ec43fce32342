import { headOfficeRoutes } from './accounts/offices'
import { existsSync } from 'node:fs'
import { STATUS_CODES } from 'node:http'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify from 'fastify'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { KIOSK_APP_ORIGIN } from '../shared/kiosk-bridge'
import { msg } from '../shared/messages'
import { loadSecret, tokenIssuer } from './auth/tokens'
import type { ServerConfig } from './config'
import { countersDatabase } from './db/database'
import type { Db } from './db/database'
import { redactUrl } from './http'
import { speakTheVisitorsLanguage } from './i18n'
import { indexPage, pageLocale } from './web/index-page'
import { createMailer } from './mailer'
import { jobRunner } from './jobs/runner'
import type { JobRunner } from './jobs/runner'
import { lifecycle } from './lifecycle'
import type { Lifecycle } from './lifecycle'
import { pruneMailRecords } from './mail/outbox'
import { codeSealKey } from './mail/seal'
import { trustProxyOption } from './proxy-trust'
import { RateLimiter } from './rate-limiter'
import { captcha, captchaRoutes } from './routes/captcha'
import { healthRoutes } from './routes/health'
import { guards } from './accounts/guards'
import { outboxKeyRoutes } from './accounts/outbox-key'
import type { AppContext } from './context'
import { readPool } from './db/read-pool'
import { trackWrites } from './db/writes-first'
import { connectionRoutes } from './connections/routes'
import { conversationRoutes } from './conversations/routes'
import { liveHub } from './conversations/hub'
import { consentRoutes } from './profiles/consent'
import { officeRoutes } from './profiles/office-routes'
import { consentCodeRoutes } from './profiles/consent-code-routes'
import { verificationRoutes } from './profiles/verification'
import { preferenceRoutes } from './profiles/preferences'
import { profileRoutes } from './profiles/routes'
import { horoscopeRoutes } from './profiles/horoscope/routes'
import { matchRoutes } from './matching/matches'
import { photoRoutes } from './photos/routes'
import { searchRoutes } from './matching/search'
import { savedSearchRoutes } from './matching/saved-searches'
import { dataRightsRoutes } from './privacy/routes'
import { sessionRoutes } from './routes/session'
import { ticketRoutes } from './routes/tickets'

// Personal data never reaches the log: credentials, tokens and the profile's personal fields.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  '*.password',
  '*.token',
  '*.email',
  '*.mobile',
  '*.phone',
  '*.firstName',
  '*.lastName',
  '*.dob',
]

const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ')

/**
 * A request Node cannot read (headers over 16 KB: 431, a time-out: 408, anything else: 400): answer and close the
 * connection, saying so, instead of leaving the client to guess whether it may reuse it.
 */
function closeAfterClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify({
    message: status === 431 ? msg.requestHeadersTooLarge : msg.requestUnreadable,
  })
  if (!socket.writable) return void socket.destroy()
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  )
}

/**
 * Requests that arrive through a proxy while TRUST_PROXY is unset all carry the proxy's address: every visitor
 * then shares one set of limits. Said once in the log, so the operator learns it before visitors do.
 */
function warnOfUntrustedProxy(app: FastifyInstance) {
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (warned || !request.headers['x-forwarded-for']) return
    warned = true
    request.log.warn(
      'A request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor behind it shares its address and its limits. Set TRUST_PROXY to the number of proxies or their addresses (docs/configuration.md).',
    )
  })
}

// The request log shows each URL with its secrets (reset and consent links, codes) redacted.
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner
    lifecycle: Lifecycle
  }
}

export async function buildApp(config: ServerConfig, db: Db, logger: boolean | object = true) {
  const app = Fastify({
    logger:
      logger === true
        ? { level: config.logLevel, redact, serializers }
        : logger && {
            ...logger,
            serializers: { ...(logger as { serializers?: object }).serializers, ...serializers },
          },
    bodyLimit: 64 * 1024,
    clientErrorHandler: closeAfterClientError,
    // Never `true` (server/config.ts refuses it); a hop count is checked in server/proxy-trust.ts.
    trustProxy: trustProxyOption(config.trustProxy),
  })
  if (!config.trustProxy) warnOfUntrustedProxy(app)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React style props and the editor's inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  // Every answer: no powerful browser feature, except the camera for this site (profile photos will need it).
  // API answers carry tokens and personal data: no browser or shared proxy may store them.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY)
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store')
    return payload
  })
  // Messages in the visitor's language (Accept-Language or ?language=).
  speakTheVisitorsLanguage(app)
  // gzip or brotli for pages, scripts and JSON: most of a phone's wait is bytes.
  await app.register(compress, { global: true, threshold: 1024 })
  await app.register(cors, {
    origin: (origin, done) =>
      done(null, !origin || origin === config.webOrigin || origin === KIOSK_APP_ORIGIN),
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    methods: ['GET', 'POST', 'PATCH', 'PUT'],
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, 'request failed')
    const message =
      status === 500
        ? msg.unexpected
        : status === 413
          ? msg.requestTooLarge
          : status === 415
            ? msg.sendJson
            : msg.requestUnreadable
    void reply.code(status).send({ message })
  })

  const secret = loadSecret(config.jwtSecret, config.dataDir)
  const tokens = tokenIssuer(secret)
  const reads = readPool(db, config, {
    workers: config.readWorkers,
    budgetMs: config.readBudgetMs,
    nice: config.readNice,
    writing: trackWrites(app),
  })
  app.addHook('onClose', () => reads.close())
  const counters = countersDatabase(db, config)
  if (counters !== db) app.addHook('onClose', () => counters.destroy())
  const mailer = createMailer(config, app.log, { db, secret })
  const live = liveHub(db, config.databaseUrl, app.log)
  app.addHook('onClose', () => live.close())
  const ctx: AppContext = {
    db,
    reads,
    counters,
    config,
    tokens,
    auth: guards(db, tokens),
    captcha: captcha(Buffer.from(secret).toString('base64url'), db),
    mailer,
    limiter: new RateLimiter(db, config.rateLimit.max, config.rateLimit.windowMinutes * 60_000),
    jobs: jobRunner(db, { pollMs: config.jobPollMs, log: app.log }),
    lifecycle: lifecycle(),
    live,
    codeKey: codeSealKey(secret),
  }
  app.decorate('jobs', ctx.jobs)
  app.decorate('lifecycle', ctx.lifecycle)
  // Records of sent mail are kept a month (what went out, when, after how many attempts), then dropped.
  ctx.jobs.add({
    name: 'mail-records',
    everyMs: 24 * 60 * 60_000,
    run: () => pruneMailRecords(db, Date.now(), 30),
  })
  // Stopping: first no longer ready and live connections closed (preClose), then the requests in flight
  // finish (Fastify's close), then the background work here finishes what it holds (onClose).
  app.addHook('preClose', () => ctx.lifecycle.shutdown())
  app.addHook('onReady', async () => {
    ctx.jobs.start()
    mailer.sender?.start()
  })
  app.addHook('onClose', async () => {
    await ctx.jobs.stop()
    await mailer.sender?.stop()
  })

  await app.register(
    async (api) => {
      healthRoutes(api, ctx)
      sessionRoutes(api, ctx)
      profileRoutes(api, ctx)
      horoscopeRoutes(api, ctx)
      officeRoutes(api, ctx)
      consentCodeRoutes(api, ctx)
      verificationRoutes(api, ctx)
      consentRoutes(api, ctx)
      searchRoutes(api, ctx)
      savedSearchRoutes(api, ctx)
      preferenceRoutes(api, ctx)
      matchRoutes(api, ctx)
      captchaRoutes(api, ctx)
      ticketRoutes(api, ctx)
      connectionRoutes(api, ctx)
      conversationRoutes(api, ctx)
      dataRightsRoutes(api, ctx)
      headOfficeRoutes(api, ctx)
      photoRoutes(api, ctx)
      outboxKeyRoutes(api, ctx)
      api.setNotFoundHandler((_req, reply) => void reply.code(404).send({ message: msg.noSuchApiCall }))
    },
    { prefix: '/api' },
  )

  const webRoot = config.webRoot
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    // Hashed assets may be cached for good; index.html must always be fresh.
    const page = indexPage(webRoot)
    const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) =>
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(page(path, pageLocale(request)))
    app.get('/', (request, reply) => sendPage(request, reply, '/'))
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) =>
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    })
    // The single-page app answers every other page path: a reload of /story/3 works. A missing file
    // (a path with an extension) stays a 404, so a stale script tag never receives HTML.
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]
      const isPage = !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage) {
        return sendPage(request, reply, path)
      }
      return reply.code(404).send({ message: msg.notFound })
    })
  } else {
    // Fastify's own 404 would log the full URL (a /reset-password?token= link opened against an API-only server).
    app.setNotFoundHandler((_request, reply) => void reply.code(404).send({ message: msg.notFound }))
  }
  return app
}

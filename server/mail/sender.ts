import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'
import { claimMail, dueMails, markFailed, markRetry, markSent } from './outbox'
import { openMail } from './seal'
import type { OutgoingMail } from './seal'

/** Hands one message to SMTP; resolves once the SMTP server has accepted it. */
export type Transport = (mail: OutgoingMail & { messageId: string }) => Promise<void>

export interface RetrySettings {
  /** The wait after the first failed attempt; it doubles with each further one, up to maxDelayMs. */
  firstDelayMs: number
  maxDelayMs: number
  /** A mail still undelivered this long after it was written is given up (its links have expired). */
  giveUpMs: number
  /** How often each server looks for waiting mail (a new mail is tried at once besides). */
  pollMs: number
}

/** Longer than any one SMTP exchange may take (the transport's time-outs): a crashed sender's mail comes back. */
export const MAIL_LEASE_MS = 2 * 60_000
const BATCH = 20

/** Addresses out of SMTP's error texts before they are stored or logged. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, '***').slice(0, 500)

/** Doubling waits with ±20 % jitter, so that many servers do not all knock on a recovering SMTP server at once. */
export function retryDelay(attempts: number, settings: Pick<RetrySettings, 'firstDelayMs' | 'maxDelayMs'>) {
  const base = Math.min(settings.firstDelayMs * 2 ** Math.max(0, attempts - 1), settings.maxDelayMs)
  return Math.round(base * (0.8 + Math.random() * 0.4))
}

/**
 * The background sender of one server. Every server runs one; the database decides which of them sends each
 * mail (claimMail), so a mail goes out once however many servers there are. Requests only write the row.
 */
export function mailSender(
  db: Db,
  key: Buffer,
  transport: Transport,
  settings: RetrySettings,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  let stopped = true

  async function sendDue() {
    for (;;) {
      const due = await dueMails(db, Date.now(), BATCH)
      if (!due.length) return
      for (const { id } of due) {
        if (stopped) return
        const row = await claimMail(db, id, Date.now(), MAIL_LEASE_MS)
        if (!row?.sealed) continue
        try {
          await transport({ ...openMail(key, row.sealed), messageId: row.messageId })
        } catch (error) {
          const reason = withoutAddresses(error instanceof Error ? error.message : String(error))
          const now = Date.now()
          if (now - Date.parse(row.createdAt) >= settings.giveUpMs) {
            await markFailed(db, row.id, now, reason)
            log.error({ mailId: row.id, attempts: row.attempts }, `An e-mail was given up: ${reason}`)
          } else {
            const wait = retryDelay(row.attempts, settings)
            await markRetry(db, row.id, now + wait, reason)
            log.warn(
              { mailId: row.id, attempts: row.attempts },
              `SMTP refused an e-mail; next try in ${wait} ms: ${reason}`,
            )
          }
          // The SMTP server is likely down for all of them: the rest wait for the next round.
          return
        }
        await markSent(db, row.id, Date.now())
      }
    }
  }

  /** One round at a time per server; a nudge during a round asks for another. */
  function round(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await sendDue().catch((err) => log.error({ err }, 'the mail sender failed'))
      } while (again && !stopped)
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      timer = setInterval(() => void round(), settings.pollMs)
      timer.unref()
      void round()
    },
    /** A mail was just written: try it now rather than at the next poll. */
    nudge() {
      if (!stopped) void round()
    },
    /** Stops polling and waits for a message being handed over now (it is marked sent, or retried later). */
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

export type MailSender = ReturnType<typeof mailSender>

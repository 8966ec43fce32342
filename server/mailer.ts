import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { ServerConfig } from './config'
import type { Db } from './db/database'
import { enqueueMail } from './mail/outbox'
import { mailSealKey } from './mail/seal'
import { mailSender } from './mail/sender'
import type { MailSender, Transport } from './mail/sender'

export interface Mailer {
  sendLink(to: string, subject: string, intro: string, link: string): Promise<void>
  /** A plain-text e-mail (notifications). */
  send(to: string, subject: string, text: string): Promise<void>
}

const mask = (email: string) => email.replace(/^(.)[^@]*/, '$1***')

type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'mailRetry'>

/** SMTP with short time-outs: a hung mail server holds one outbox row for a while, never a request. */
export function smtpTransport(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>): Transport {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl!,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return async ({ to, subject, text, messageId }) => {
    await transport.sendMail({ from: config.mailFrom, to, subject, text, messageId })
  }
}

/**
 * With SMTP_URL set, every mail is written to the outbox table and sent from there in the background (with
 * retries), so a slow or absent mail server neither holds a request nor loses a mail. Without it
 * (development) the link or text is written to the server log instead.
 * The second result is the server's background sender (started and stopped with the server), or null.
 */
export function createMailer(
  config: MailConfig,
  log: FastifyBaseLogger,
  outbox?: { db: Db; secret: Uint8Array; transport?: Transport },
): Mailer & { sender: MailSender | null } {
  if (!config.smtpUrl || !outbox) {
    return {
      sender: null,
      async sendLink(to, subject, _intro, link) {
        log.info({ mail: { to: mask(to), subject } }, `No SMTP configured; the link would be mailed: ${link}`)
      },
      async send(to, subject, text) {
        log.info(
          { mail: { to: mask(to), subject } },
          `No SMTP configured; this e-mail would be sent: ${text}`,
        )
      },
    }
  }
  const key = mailSealKey(outbox.secret)
  const domain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'matrimony.invalid'
  const sender = mailSender(outbox.db, key, outbox.transport ?? smtpTransport(config), config.mailRetry, log)
  const send = async (to: string, subject: string, text: string) => {
    await enqueueMail(outbox.db, key, { to, subject, text }, domain)
    sender.nudge()
  }
  return {
    sender,
    sendLink: (to, subject, intro, link) => send(to, subject, `${intro}\n\n${link}\n`),
    send,
  }
}

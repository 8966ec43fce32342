import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { ServerConfig } from './config'

export interface Mailer {
  sendLink(to: string, subject: string, intro: string, link: string): Promise<void>
  /** A plain-text e-mail (notifications). */
  send(to: string, subject: string, text: string): Promise<void>
}

const mask = (email: string) => email.replace(/^(.)[^@]*/, '$1***')

/** With SMTP_URL set, mail goes out; without it (development) the link or text is written to the server log. */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  if (!config.smtpUrl) {
    return {
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
  const transport = nodemailer.createTransport(config.smtpUrl)
  return {
    async sendLink(to, subject, intro, link) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text: `${intro}\n\n${link}\n` })
    },
    async send(to, subject, text) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text })
    },
  }
}

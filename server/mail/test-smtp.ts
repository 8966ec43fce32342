import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  messageId: string
  raw: string
}

/**
 * A real SMTP server for tests (the smtp-server package), on a free loopback port: it refuses connections
 * (421) while `refusing` is true, and never greets while `silent` is true (a hung mail server).
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = []
  const state = { refusing: false, silent: false, connections: 0 }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      state.connections++
      if (state.silent) return // no answer, ever: the client must give up on its own
      if (state.refusing) {
        const error = Object.assign(new Error('Mail service is down for maintenance'), { responseCode: 421 })
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '',
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Cuts every open connection (a hung mail server restarted). */
    dropConnections() {
      const open = (server as unknown as { connections: Set<{ _socket?: { destroy(): void } }> }).connections
      for (const connection of open) connection._socket?.destroy()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

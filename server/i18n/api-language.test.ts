import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import hiMessages from '../../shared/locales/hi/messages.json'
import hiServer from '../../shared/locales/hi/server.json'
import taMessages from '../../shared/locales/ta/messages.json'
import { msg } from '../../shared/messages'
import { startTestServer } from '../test-support'
import { statedLocale } from '.'
import type { TestServer } from '../test-support'

// The API answers in the visitor's language: Accept-Language, or ?language= when the request names one.
// English (no header) stays exactly as the code writes it.

let s: TestServer

beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

async function call(path: string, init: { method?: string; body?: unknown; language?: string } = {}) {
  const res = await fetch(`${s.url}/api/${path}`, {
    method: init.method ?? 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.language ? { 'accept-language': init.language } : {}),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  })
  return {
    status: res.status,
    body: (await res.json()) as { message: string; errors?: Record<string, string> },
    language: res.headers.get('content-language'),
    vary: res.headers.get('vary') ?? '',
  }
}

const badLogin = { email: 'not-an-address', password: '' }

describe('the API in the visitor’s language', () => {
  it('answers a 400 in Tamil with Accept-Language: ta, field errors and message', async () => {
    const res = await call('user/login', { body: badLogin, language: 'ta-IN,ta;q=0.9,en;q=0.8' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(taMessages['messages.badRequest'])
    expect(res.body.errors).toEqual({
      email: taMessages['messages.invalidEmailFormat'],
      password: taMessages['messages.passwordRequired'],
    })
    expect(res.body.message).toMatch(/[\u0B80-\u0BFF]/)
    expect(res.language).toBe('ta')
    expect(res.vary).toMatch(/Accept-Language/i)
  })

  it('answers in Hindi with ?language=hi, whatever Accept-Language says', async () => {
    const res = await call('user/login?language=hi', { body: badLogin, language: 'ta' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(hiMessages['messages.badRequest'])
    expect(res.body.errors?.email).toBe(hiMessages['messages.invalidEmailFormat'])
    expect(res.language).toBe('hi')
  })

  it('answers in English without the header (and for languages it does not speak)', async () => {
    for (const language of [undefined, 'fr-FR,de;q=0.8']) {
      const res = await call('user/login', { body: badLogin, language })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        message: msg.badRequest,
        errors: { email: msg.invalidEmailFormat, password: msg.passwordRequired },
      })
      expect(res.language).toBe('en')
    }
    const unknown = await call('user/login?language=xx', { body: badLogin })
    expect(unknown.body.message).toBe(msg.badRequest)
  })

  it('takes ?language= off the query, so that strict query checks do not refuse it', async () => {
    const res = await call('consent?language=ta&token=nothing-like-a-token', { method: 'GET' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(taMessages['messages.consentLinkInvalid'])
    expect(res.body.errors?.language).toBeUndefined()
    expect(res.language).toBe('ta')
  })

  it('says the not-found and unreadable-request answers in the language too', async () => {
    const missing = await call('no/such/call', { method: 'GET', language: 'hi' })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(hiMessages['messages.noSuchApiCall'])
    const unreadable = await call('user/login', { body: '{"email":', language: 'ta' })
    expect(unreadable.status).toBe(400)
    expect(unreadable.body.message).toBe(taMessages['messages.requestUnreadable'])
  })

  it('writes the password reset e-mail in the language of the request', async () => {
    await s.addAccount('hindi@example.com', 'a long enough password', 'member')
    const before = s.logs.length
    const res = await call('user/forgot-password', {
      body: { email: 'hindi@example.com' },
      language: 'hi-IN,hi;q=0.9',
    })
    expect(res.status).toBe(202)
    expect(res.body.message).toBe(hiMessages['messages.verificationSent'])
    const mailed = s.logs.slice(before).find((line) => line.includes('link would be mailed'))
    expect(mailed).toBeDefined()
    expect(JSON.parse(mailed!).mail.subject).toBe(hiServer['server.email.passwordReset.subject'])
    expect(mailed).toMatch(/link would be mailed: \S+\/reset-password\?token=/)
  })

  it('keeps the English e-mail as it was', async () => {
    const before = s.logs.length
    await call('user/forgot-password', { body: { email: 'hindi@example.com' } })
    const mailed = s.logs.slice(before).find((line) => line.includes('link would be mailed'))
    expect(JSON.parse(mailed!).mail.subject).toBe('Reset your password')
  })
})

describe('the language a request names', () => {
  const request = (acceptLanguage?: string, language?: string) =>
    ({
      query: language ? { language } : {},
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    }) as unknown as FastifyRequest
  it('is the header’s or the query’s, and none for no header or a bare *', () => {
    expect(statedLocale(request('ta-IN,ta;q=0.9'))).toBe('ta')
    expect(statedLocale(request('fr-FR,fr;q=0.9'))).toBe('en')
    expect(statedLocale(request(undefined, 'hi'))).toBe('hi')
    expect(statedLocale(request('*'))).toBeNull()
    expect(statedLocale(request('*;q=0.1'))).toBeNull()
    expect(statedLocale(request())).toBeNull()
  })
})

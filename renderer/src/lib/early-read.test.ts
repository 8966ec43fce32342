import { afterEach, describe, expect, it, vi } from 'vitest'
import { object, string } from 'superstruct'
import { msg } from '../../../shared/messages'
import { ApiError, checkAnswer } from './api-error'
import { startEarlyRead, takeEarlyRead } from './early-read'
import { writeSession } from './session-state'

const Named = object({ name: string() })
const member = { token: 'member-token', email: 'a@example.com', role: 'member' as const, name: 'Asha' }
const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

describe('a read started early', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    writeSession(null)
  })

  it('asks the API with the session’s token, and is handed over once for the same path', async () => {
    writeSession(member)
    const fetchMock = answer(200, { name: 'Meena' })
    vi.stubGlobal('fetch', fetchMock)
    startEarlyRead('profiles/5')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toBe(`${window.location.origin}/api/profiles/5`)
    expect(init.headers).toMatchObject({ Authorization: 'Bearer member-token' })
    expect(takeEarlyRead('profiles/6')).toBeNull()
    startEarlyRead('profiles/5')
    // Asked again before the screen took it (the route table, then the screen): still one request.
    startEarlyRead('profiles/5')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const early = takeEarlyRead('profiles/5')
    expect(takeEarlyRead('profiles/5')).toBeNull()
    expect(checkAnswer(await early!, Named)).toEqual({ name: 'Meena' })
  })

  it('asks a visitor’s own address without a session (the page preloads it), a member never', () => {
    const fetchMock = answer(200, { name: 'Meena' })
    vi.stubGlobal('fetch', fetchMock)
    startEarlyRead('profiles/5', 'profiles/5?as=visitor')
    writeSession(member)
    startEarlyRead('profiles/5', 'profiles/5?as=visitor')
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown as [URL])[0]))
    expect(urls).toEqual([
      `${window.location.origin}/api/profiles/5?as=visitor`,
      `${window.location.origin}/api/profiles/5`,
    ])
    expect(takeEarlyRead('profiles/5')).not.toBeNull()
  })

  it('is not handed to someone else: a logout or another login in between asks afresh', () => {
    vi.stubGlobal('fetch', answer(200, { name: 'Meena' }))
    writeSession(member)
    startEarlyRead('profiles/5')
    writeSession(null)
    expect(takeEarlyRead('profiles/5')).toBeNull()
  })

  it('fails as any call does: the API’s message, an answer of the wrong shape', async () => {
    vi.stubGlobal('fetch', answer(404, { message: msg.profileNotAvailable }))
    startEarlyRead('profiles/5')
    const missing = await takeEarlyRead('profiles/5')!
    expect(() => checkAnswer(missing, Named)).toThrow(new ApiError(msg.profileNotAvailable, 404))
    vi.stubGlobal('fetch', answer(200, { nom: 'Meena' }))
    startEarlyRead('profiles/5')
    const odd = await takeEarlyRead('profiles/5')!
    expect(() => checkAnswer(odd, Named)).toThrow(msg.unexpected)
  })

  it('leaves no answer, and a 401 to the token, to the API client to ask again (it ends the session)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    startEarlyRead('profiles/5')
    expect(checkAnswer(await takeEarlyRead('profiles/5')!, Named)).toBeNull()
    writeSession(member)
    vi.stubGlobal('fetch', answer(401, { message: 'Please log in again.' }))
    startEarlyRead('profiles/5')
    expect(checkAnswer(await takeEarlyRead('profiles/5')!, Named)).toBeNull()
    // Without a token a 401 is the API's answer like any other.
    writeSession(null)
    startEarlyRead('profiles/5')
    const refused = await takeEarlyRead('profiles/5')!
    expect(() => checkAnswer(refused, Named)).toThrow(ApiError)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { paths } from '../../../shared/routes'
import { store } from '../app/store'
import { logOut } from './logout'
import { sessionAtom, storedToken } from './session'

const member = { token: 'member-token', email: 'a@example.com', role: 'member' as const, name: 'Asha' }

describe('logOut', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server to revoke the token, then ends the session here', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchMock)
    store.set(sessionAtom, member)
    localStorage.setItem('draft:profile', '{"firstName":"Asha"}')

    expect(logOut()).toBe(paths.login)
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', {
      method: 'POST',
      headers: { Authorization: 'Bearer member-token' },
    })
    expect(storedToken()).toBeNull()
    expect(store.get(sessionAtom)).toBeNull()
    expect(localStorage.getItem('draft:profile')).toBeNull()
  })

  it('logs out here even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    store.set(sessionAtom, { ...member, role: 'staff' })
    expect(logOut()).toBe(paths.matrimonialLogin)
    await new Promise((r) => setTimeout(r, 0))
    expect(storedToken()).toBeNull()
  })

  it('calls nothing without a session', () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    logOut()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

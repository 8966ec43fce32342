import { describe, expect, it, vi } from 'vitest'
import type * as Platform from '../lib/platform'

// A kiosk whose settings say Tamil: every session starts in Tamil, a visitor's choice lasts for their session.
vi.mock('../lib/platform', async (original) => ({
  ...(await original<typeof Platform>()),
  kioskDefaultLocale: 'ta',
}))

// The test setup loaded the web's modules: these are fresh ones, on the kiosk's platform.
vi.resetModules()
const { i18n, initialLocale, setLocale } = await import('./i18n')
const { endSession } = await import('../lib/session')

describe('the kiosk language', () => {
  it("starts in the office's language, whatever was chosen before", () => {
    localStorage.setItem('language', 'hi')
    expect(initialLocale()).toBe('ta')
  })

  it('keeps a choice for the session only, and the end of the session returns to the office language', async () => {
    await setLocale('hi')
    expect(i18n.locale).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('language')).toBeNull()
    endSession()
    await vi.waitFor(() => expect(i18n.locale).toBe('ta'))
    expect(document.documentElement.lang).toBe('ta')
  })
})

import { describe, expect, it } from 'vitest'
import { defaultSettings, insecureApiProblem, resolveSettings } from './settings'

const refused = { ok: false, problems: [insecureApiProblem] }
const fileWith = (settings: object) => JSON.stringify(settings)

describe('kiosk API address', () => {
  it('accepts plain http to this computer', () => {
    for (const url of [
      'http://127.0.0.1:3000/api/',
      'http://127.8.9.10/api/',
      'http://127.1:3000/api/',
      'http://localhost:3000/api/',
      'http://LOCALHOST/api/',
      'http://[::1]:3000/api/',
    ]) {
      const result = resolveSettings({ MATRIMONY_API_URL: url }, null)
      expect(result, url).toMatchObject({ ok: true, settings: { apiBaseUrl: url } })
    }
    expect(resolveSettings({}, null)).toEqual({ ok: true, settings: defaultSettings })
  })

  it('accepts https to any server', () => {
    for (const url of ['https://api.office.example/api/', 'https://192.168.1.10:8443/api/']) {
      expect(resolveSettings({ MATRIMONY_API_URL: url }, null), url).toMatchObject({ ok: true })
      expect(resolveSettings({}, fileWith({ apiBaseUrl: url })), url).toMatchObject({ ok: true })
    }
  })

  it('refuses plain http to another computer, from the environment or settings.json', () => {
    for (const url of [
      'http://192.168.1.10:3000/api/',
      'http://10.0.0.5/api/',
      'http://api.office.example/api/',
      'http://127.0.0.1.evil.example/api/',
      'http://localhost.evil.example/api/',
      'http://128.0.0.1/api/',
      'http://0.0.0.0:3000/api/',
      'http://[::ffff:c0a8:10a]/api/',
    ]) {
      expect(resolveSettings({ MATRIMONY_API_URL: url }, null), url).toEqual(refused)
      expect(resolveSettings({}, fileWith({ apiBaseUrl: url })), url).toEqual(refused)
    }
  })

  it('accepts plain http to another computer only when allowed on purpose', () => {
    const url = 'http://192.168.1.10:3000/api/'
    expect(resolveSettings({}, fileWith({ apiBaseUrl: url, allowInsecureApi: true }))).toEqual({
      ok: true,
      settings: { ...defaultSettings, apiBaseUrl: url, allowInsecureApi: true },
    })
    expect(
      resolveSettings({ MATRIMONY_API_URL: url, MATRIMONY_ALLOW_INSECURE_API: '1' }, null),
    ).toMatchObject({ ok: true, settings: { apiBaseUrl: url, allowInsecureApi: true } })
    expect(resolveSettings({}, fileWith({ apiBaseUrl: url, allowInsecureApi: false }))).toEqual(refused)
    // The environment wins over settings.json, in both directions.
    expect(
      resolveSettings(
        { MATRIMONY_ALLOW_INSECURE_API: '0' },
        fileWith({ apiBaseUrl: url, allowInsecureApi: true }),
      ),
    ).toEqual(refused)
  })

  it('explains a switch that is neither on nor off', () => {
    const fromEnv = resolveSettings({ MATRIMONY_ALLOW_INSECURE_API: 'yes' }, null)
    expect(fromEnv.ok).toBe(false)
    expect(!fromEnv.ok && fromEnv.problems.join('\n')).toMatch(/^settings: allowInsecureApi /)
    const fromFile = resolveSettings({}, fileWith({ allowInsecureApi: 'yes' }))
    expect(fromFile.ok).toBe(false)
    expect(!fromFile.ok && fromFile.problems.join('\n')).toMatch(/^settings\.json: allowInsecureApi /)
  })
})

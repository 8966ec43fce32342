import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBridge } from '../preload/bridge'
import { contentSecurityPolicy, resolveAppFile } from './app-files'
import { isAppUrl, isPermissionAllowed } from './navigation'
import { defaultSettings, resolveSettings } from './settings'
import { bridgeArgument, windowOptions } from './window-options'

const bridge = {
  platform: 'kiosk',
  apiBaseUrl: 'http://127.0.0.1:3000/api/',
  version: '1.0.0',
  idleTimeoutMinutes: 5,
  defaultLanguage: 'ta',
} as const

describe('navigation guard', () => {
  it('allows only our bundle', () => {
    expect(isAppUrl('app://bundle/index.html')).toBe(true)
    expect(isAppUrl('app://bundle/#/story/3')).toBe(true)
    for (const url of [
      'app://evil/index.html',
      'app://bundle.evil/x',
      'http://127.0.0.1.evil.example',
      'http://127.0.0.1:3000/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isAppUrl(url), url).toBe(false)
    }
  })
})

describe('app:// files', () => {
  const root = '/opt/app/renderer'
  it('maps paths under the root, with MIME types', () => {
    expect(resolveAppFile(root, 'app://bundle/')).toEqual({
      status: 200,
      path: join(root, 'index.html'),
      mime: 'text/html; charset=utf-8',
    })
    expect(resolveAppFile(root, 'app://bundle/assets/index-1.js')).toMatchObject({
      status: 200,
      mime: 'text/javascript; charset=utf-8',
    })
    expect(resolveAppFile(root, 'app://bundle/assets/a.css')).toMatchObject({
      mime: 'text/css; charset=utf-8',
    })
    expect(resolveAppFile(root, 'app://bundle/favicon.svg')).toMatchObject({ mime: 'image/svg+xml' })
    expect(resolveAppFile(root, 'app://bundle/x.unknown')).toMatchObject({ mime: 'application/octet-stream' })
  })
  it('refuses traversal, encoded or not, and other hosts', () => {
    for (const url of [
      'app://bundle/../../etc/passwd',
      'app://bundle/%2e%2e/%2e%2e/etc/passwd',
      'app://bundle/assets/..%2f..%2f..%2fetc%2fpasswd',
      'app://evil/index.html',
      'file:///etc/passwd',
    ]) {
      const found = resolveAppFile(root, url)
      // Either refused, or (after the URL parser removed the dot segments) a file inside the root.
      if (found.status === 200) expect(resolve(found.path).startsWith(root + '/'), url).toBe(true)
      else expect([403, 404], url).toContain(found.status)
    }
    expect(resolveAppFile(root, 'app://evil/index.html')).toEqual({ status: 403 })
    expect(resolveAppFile(root, 'app://bundle/..%2f..%2fetc%2fpasswd')).toEqual({ status: 403 })
    expect(resolveAppFile(root, 'app://bundle/%00')).toEqual({ status: 404 })
  })
  it('lets the page call only the configured API', () => {
    const csp = contentSecurityPolicy('https://api.office.example/api/')
    expect(csp).toContain("connect-src 'self' https://api.office.example")
    expect(csp).toContain("script-src 'self'")
  })
})

describe('window options', () => {
  it('locks the renderer down and follows the kiosk setting', () => {
    const options = windowOptions(defaultSettings, '/p/preload.cjs', bridge, false)
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      devTools: false,
      preload: '/p/preload.cjs',
    })
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true })
    expect(windowOptions({ ...defaultSettings, kiosk: false }, '', bridge, true)).toMatchObject({
      kiosk: false,
      webPreferences: { devTools: true },
    })
  })
  it('hands the bridge to the preload through argv', () => {
    expect(readBridge(['electron', bridgeArgument(bridge)])).toEqual(bridge)
    expect(readBridge(['electron'])).toBeNull()
    expect(readBridge(['--kiosk-bridge=%7Bbroken'])).toBeNull()
  })
})

describe('kiosk settings', () => {
  it('uses defaults, then settings.json, then the environment', () => {
    expect(resolveSettings({}, null)).toEqual({ ok: true, settings: defaultSettings })
    expect(resolveSettings({}, '{"idleTimeoutMinutes": 10, "kiosk": false}')).toEqual({
      ok: true,
      settings: { ...defaultSettings, idleTimeoutMinutes: 10, kiosk: false },
    })
    expect(
      resolveSettings(
        { MATRIMONY_API_URL: 'https://api.example.com/api/', MATRIMONY_IDLE_MINUTES: '2' },
        '{"idleTimeoutMinutes": 10}',
      ),
    ).toEqual({
      ok: true,
      settings: { ...defaultSettings, apiBaseUrl: 'https://api.example.com/api/', idleTimeoutMinutes: 2 },
    })
  })
  it('explains what is wrong', () => {
    expect(resolveSettings({}, '{not json')).toEqual({
      ok: false,
      problems: ['settings.json: is not valid JSON'],
    })
    const bad = resolveSettings({ MATRIMONY_API_URL: 'ftp://x/', MATRIMONY_IDLE_MINUTES: '0' }, null)
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/apiBaseUrl must start with http/)
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/idleTimeoutMinutes must be a whole number/)
    expect(resolveSettings({}, '{"colour": "red"}').ok).toBe(false)
    expect(resolveSettings({ MATRIMONY_KIOSK: 'maybe' }, null).ok).toBe(false)
  })
  it('takes the office language from settings.json or MATRIMONY_LANGUAGE, and only ours', () => {
    expect(resolveSettings({}, '{"defaultLanguage": "hi"}')).toEqual({
      ok: true,
      settings: { ...defaultSettings, defaultLanguage: 'hi' },
    })
    expect(resolveSettings({ MATRIMONY_LANGUAGE: 'ta' }, '{"defaultLanguage": "hi"}')).toEqual({
      ok: true,
      settings: { ...defaultSettings, defaultLanguage: 'ta' },
    })
    const bad = resolveSettings({ MATRIMONY_LANGUAGE: 'fr' }, null)
    expect(!bad.ok && bad.problems.join('\n')).toMatch(/defaultLanguage/)
  })
})

describe('permissions', () => {
  it('grants only the camera, only to our own pages', () => {
    expect(isPermissionAllowed('media', 'app://bundle/index.html#/my-profile', ['video'])).toBe(true)
    expect(isPermissionAllowed('media', 'app://bundle/index.html', ['video', 'audio'])).toBe(false)
    expect(isPermissionAllowed('media', 'https://evil.example/', ['video'])).toBe(false)
    for (const other of ['geolocation', 'notifications', 'clipboard-read', 'midi', 'openExternal'])
      expect(isPermissionAllowed(other, 'app://bundle/index.html', [])).toBe(false)
  })
})

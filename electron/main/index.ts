import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, BrowserWindow, Menu, protocol, session } from 'electron'
import { contentSecurityPolicy, resolveAppFile } from './app-files'
import { settingsErrorPage } from './error-page'
import { APP_ORIGIN, APP_SCHEME, isAppUrl, isPermissionAllowed } from './navigation'
import { resolveSettings } from './settings'
import type { KioskSettings } from './settings'
import { windowOptions } from './window-options'

// Must happen before ready: app:// behaves like https for storage, fetch and module scripts.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
])

// Several kiosks (or a test) on one machine can keep separate profiles.
if (process.env.MATRIMONY_USER_DATA) app.setPath('userData', process.env.MATRIMONY_USER_DATA)

const rendererRoot = join(__dirname, '../renderer')
const devTools = process.env.MATRIMONY_DEVTOOLS === '1'

function serveBundle(settings: KioskSettings) {
  const csp = contentSecurityPolicy(settings.apiBaseUrl)
  protocol.handle(APP_SCHEME, async (request) => {
    const found = resolveAppFile(rendererRoot, request.url)
    if (found.status !== 200) return new Response('Not found', { status: found.status })
    try {
      const body = await readFile(found.path)
      return new Response(body, {
        headers: {
          'content-type': found.mime,
          'content-security-policy': csp,
          'x-content-type-options': 'nosniff',
        },
      })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  })
}

function lockDown() {
  // Nothing may open new windows, leave the bundle, or get a permission but the camera (photos).
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault()
    })
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault()
    })
    contents.on('will-attach-webview', (event) => event.preventDefault())
  })
  session.defaultSession.setPermissionRequestHandler((wc, permission, callback, details) =>
    callback(
      isPermissionAllowed(permission, wc.getURL(), 'mediaTypes' in details ? (details.mediaTypes ?? []) : []),
    ),
  )
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, ['video']),
  )
}

function createWindow(settings: KioskSettings) {
  const win = new BrowserWindow(
    windowOptions(
      settings,
      join(__dirname, '../preload/index.cjs'),
      {
        platform: 'kiosk',
        apiBaseUrl: settings.apiBaseUrl,
        version: app.getVersion(),
        idleTimeoutMinutes: settings.idleTimeoutMinutes,
        defaultLanguage: settings.defaultLanguage,
      },
      devTools,
    ),
  )
  win.once('ready-to-show', () => win.show())
  // A shared terminal must come back by itself: reload a crashed or hung renderer.
  win.webContents.on('render-process-gone', (_e, details) => {
    if (details.reason !== 'clean-exit') win.reload()
  })
  win.on('unresponsive', () => win.webContents.forcefullyCrashRenderer())
  void win.loadURL(`${APP_ORIGIN}/index.html`)
  return win
}

function readSettingsFile(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows()
    if (win) {
      if (win.isMinimized()) win.restore()
      win.focus()
    }
  })

  void app.whenReady().then(() => {
    if (!devTools) Menu.setApplicationMenu(null)
    const settingsPath = join(app.getPath('userData'), 'settings.json')
    const result = resolveSettings(process.env, readSettingsFile(settingsPath))
    lockDown()
    if (!result.ok) {
      const win = new BrowserWindow({
        width: 900,
        height: 600,
        webPreferences: { sandbox: true, contextIsolation: true, devTools: false },
      })
      void win.loadURL(settingsErrorPage(result.problems, settingsPath))
      return
    }
    serveBundle(result.settings)
    createWindow(result.settings)
  })

  app.on('window-all-closed', () => app.quit())
}

import type { BrowserWindowConstructorOptions } from 'electron'
import type { KioskBridge } from '../../shared/kiosk-bridge'
import type { KioskSettings } from './settings'

export const BRIDGE_ARG = '--kiosk-bridge='

/** The argument that carries the bridge's values to the sandboxed preload (it can read argv, not files). */
export function bridgeArgument(bridge: KioskBridge): string {
  return BRIDGE_ARG + encodeURIComponent(JSON.stringify(bridge))
}

/** The kiosk window: locked down whatever the settings say; kiosk mode and dev tools as configured. */
export function windowOptions(
  settings: KioskSettings,
  preload: string,
  bridge: KioskBridge,
  devTools: boolean,
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    show: false,
    kiosk: settings.kiosk,
    fullscreen: settings.kiosk,
    autoHideMenuBar: true,
    backgroundColor: '#ffffff',
    title: 'Matrimony',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools,
      additionalArguments: [bridgeArgument(bridge)],
    },
  }
}

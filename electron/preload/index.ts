import { contextBridge } from 'electron'
import { readBridge } from './bridge'

// One small, read-only bridge: window.kiosk (shared/kiosk-bridge.ts). No ipcRenderer reaches the page.
const bridge = readBridge(process.argv)
if (bridge) contextBridge.exposeInMainWorld('kiosk', bridge)

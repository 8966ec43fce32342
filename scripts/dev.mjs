// npm run dev: the API server (rebuilt on start) and Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process'
import { npmRun } from './lib.mjs'

if (npmRun('build:server') !== 0) process.exit(1)
const server = spawn(process.execPath, ['out/server/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: '' },
})
const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'vite.web.config.ts'], {
  stdio: 'inherit',
})
const stop = () => {
  server.kill()
  vite.kill()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vite.on('exit', stop)

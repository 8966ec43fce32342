// Helpers the project's scripts share: run a command, and rebuild only what is older than its sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options })
  return result.status ?? 1
}

export function npmRun(script, args = []) {
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', [
    'run',
    '--silent',
    script,
    ...(args.length ? ['--', ...args] : []),
  ])
}

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    max = Math.max(max, newest(join(path, entry)))
  }
  return max
}

/** True when `output` is missing or older than any of `sources`. */
export function stale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((s) => newest(s) > built)
}

export const webSources = ['renderer', 'shared', 'vite.web.config.ts', 'package.json']
export const serverSources = ['server', 'shared', 'package.json']

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const config = readFileSync(new URL('../../build/electron-builder.yml', import.meta.url), 'utf8')

/** The `key: value` lines directly under a top-level key of the YAML file (no YAML library is a dependency). */
function block(yaml: string, key: string): Record<string, string> {
  const lines = yaml.split('\n')
  const start = lines.findIndex((line) => line.trimEnd() === `${key}:`)
  if (start < 0) return {}
  const entries: Record<string, string> = {}
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const entry = /^\s+([A-Za-z]\w*):\s*(\S+?)\s*(?:#.*)?$/.exec(line)
    if (!entry) break
    entries[entry[1]] = entry[2]
  }
  return entries
}

function topLevel(yaml: string, key: string): string | undefined {
  return new RegExp(`^${key}:\\s*(\\S+)`, 'm').exec(yaml)?.[1]
}

describe('packaged kiosk', () => {
  it('flips the Electron fuses that close run-as-node, inspectors and unpacked code', () => {
    expect(block(config, 'electronFuses')).toEqual({
      runAsNode: 'false',
      enableCookieEncryption: 'true',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    })
  })
  it('ships the app in an asar archive, which onlyLoadAppFromAsar requires', () => {
    expect(topLevel(config, 'asar')).toBe('true')
  })
})

// A local S3-compatible store for the tests (s3rver from npm), in a child process of its own: the test
// runner waits on vitest synchronously, which would stall a server living in its own event loop.
// startLocalS3() resolves with { endpoint, bucket, stop() }, or { skipped: reason } where s3rver is missing.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const BUCKET = 'photos'
// This file itself, also when a bundle (the benchmark) has inlined it: the child must run this file alone.
const SELF = import.meta.url.endsWith('/s3-local.mjs')
  ? fileURLToPath(import.meta.url)
  : resolve('scripts/s3-local.mjs')

if (process.argv[2] === '--serve' && process.argv[1] === SELF) {
  let S3rver
  try {
    S3rver = (await import('s3rver')).default
  } catch {
    console.log('MISSING')
    process.exit(0)
  }
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: process.argv[3],
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  console.log(`LISTENING ${port}`)
  process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)))
}

export function startLocalS3() {
  const directory = mkdtempSync(join(tmpdir(), 'matrimony-s3-'))
  const child = spawn(process.execPath, [SELF, '--serve', directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const cleanUp = () => rmSync(directory, { recursive: true, force: true })
  return new Promise((resolve) => {
    let out = ''
    const done = (value) => {
      child.stdout.removeAllListeners('data')
      resolve(value)
    }
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (out.includes('MISSING')) {
        cleanUp()
        done({ skipped: 's3rver is not installed (it is a devDependency: run npm install).' })
      }
      const port = /LISTENING (\d+)/.exec(out)?.[1]
      if (port)
        done({
          endpoint: `http://127.0.0.1:${port}`,
          bucket: BUCKET,
          stop() {
            child.kill('SIGTERM')
            cleanUp()
          },
        })
    })
    child.on('exit', () => {
      cleanUp()
      done({ skipped: `s3rver stopped before it listened: ${out.trim() || 'no output'}` })
    })
  })
}

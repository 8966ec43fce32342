// A local S3-compatible store for the tests (s3rver from npm), in a child process of its own: the test
// runner waits on vitest synchronously, which would stall a server living in its own event loop.
// startLocalS3() resolves with { endpoint, bucket, stop() }, or { skipped: reason } where s3rver is missing.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const BUCKET = 'photos'

if (process.argv[2] === '--serve') {
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
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', directory], {
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

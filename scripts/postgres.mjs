// A throwaway PostgreSQL for the tests: Debian's `postgresql` package (installed when missing and the machine
// allows it: root with apt-get), a fresh cluster in a temporary folder on a free loopback port, stopped after.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function binDir() {
  // POSTGRES_BIN names the folder of initdb and pg_ctl (another install, or none: a test of the CI rule).
  if (process.env.POSTGRES_BIN)
    return existsSync(join(process.env.POSTGRES_BIN, 'initdb')) ? process.env.POSTGRES_BIN : null
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(base, versions[0], 'bin') : null
}

function install() {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) return false
  console.log('No PostgreSQL found: installing Debian’s postgresql package…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env,
    }).status === 0
  )
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function asOwner(command, args) {
  const full = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return spawnSync(full[0], full[1], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
}

/**
 * Starts PostgreSQL, or returns `{ skipped: reason }` when it cannot be had here.
 * The answer's `url` connects as the superuser to the `postgres` database; `stop()` removes everything.
 */
export async function startPostgres() {
  let bin = binDir()
  if (!bin && !process.env.POSTGRES_BIN && install()) bin = binDir()
  if (!bin)
    return {
      skipped: process.env.POSTGRES_BIN
        ? `POSTGRES_BIN=${process.env.POSTGRES_BIN} holds no initdb.`
        : 'PostgreSQL is not installed and cannot be installed here (needs root and apt-get).',
    }
  const dir = mkdtempSync(join(tmpdir(), 'matrimony-pg-'))
  chmodSync(dir, 0o777)
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir])
  const data = join(dir, 'data')
  const init = asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
  ])
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    return { skipped: `initdb failed: ${init.stderr || init.stdout}` }
  }
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`
  const start = asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ])
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    return { skipped: `pg_ctl start failed: ${start.stderr || start.stdout}` }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

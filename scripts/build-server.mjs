// Bundles the server, the accounts CLI and the database copy with esbuild; packages stay in node_modules.
import { build } from 'esbuild'

const quiet = process.argv.includes('--quiet')
await build({
  entryPoints: {
    main: 'server/main.ts',
    users: 'server/users.ts',
    'db-copy': 'server/db-copy.ts',
    'photos-copy': 'server/photos-copy.ts',
  },
  outdir: 'out/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: quiet ? 'error' : 'info',
})

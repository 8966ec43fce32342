import { startServer } from '../tests/support/server'

/** The server for measuring search: its limits lifted, on SQLite in `dataDir` or on PostgreSQL at `databaseUrl`. */
export const startSearchServer = (port: number, dataDir: string, databaseUrl: string | null) =>
  startServer({
    port,
    dataDir,
    env: {
      RATE_LIMIT_MAX: '100000000',
      SEARCH_RATE_LIMIT: '100000000',
      // Each request names its visitor (bench/timing.ts aVisitor), as a proxy in front of the server would.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  })

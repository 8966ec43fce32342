import { randomBytes } from 'node:crypto'
import pg from 'pg'

// With TEST_DATABASE_URL (scripts/test-postgres.mjs sets it), every test server gets a fresh PostgreSQL
// database of its own, dropped when the server closes; without it, tests use SQLite files as before.

export async function freshTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) return null
  const name = `matrimony_test_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

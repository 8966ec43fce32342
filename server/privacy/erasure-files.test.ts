import { existsSync, readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { ERASURE_DAYS } from '../../shared/privacy'
import { member, travel } from '../connections/test-people'
import { sqliteFile } from '../db/read-pool'
import { startTestServer } from '../test-support'
import type { TestServer } from '../test-support'
import { eraseDue } from './deletion'

// Erasure that erases: after the erasure job, an erased profile's texts are found nowhere in the database's
// files, neither in the main file's free pages nor in its write-ahead log. (SQLite only: PostgreSQL's files
// belong to its own server; there the job vacuums the tables, see docs/security.md.)

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: null })
})
afterAll(() => s.close())
afterEach(() => travel(0))

const files = () => {
  const main = sqliteFile(s.config)!
  return [main, `${main}-wal`, `${main}-shm`].filter((f) => existsSync(f))
}
const foundIn = (needle: string) =>
  files().filter((file) => {
    const bytes = readFileSync(file)
    return bytes.includes(Buffer.from(needle, 'utf8')) || bytes.includes(Buffer.from(needle, 'utf16le'))
  })

it('leaves none of an erased profile’s texts in the SQLite file or its WAL', async () => {
  // Letters only: digits in a text would read as a phone number.
  const unique = `Zorawar${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`
  const first = `Loves kathak and ${unique}-first-about`
  const second = `Reads Premchand and ${unique}-second-about`
  const mobile = '9812345670'
  const erin = await member(s, 'Erin', {
    gender: 'female',
    lastName: `${unique}-surname`,
    aboutMe: first,
    mobile,
  })
  const friend = await member(s, 'Farhan', { gender: 'male' })
  // An edit leaves the first text in a freed cell; an interest message and its notification copy it again.
  expect((await s.patch(`profiles/${erin.id}`, { aboutMe: second }, erin.auth)).status).toBe(200)
  const sent = await s.post(
    `profiles/${friend.id}/interest`,
    { message: `Namaste ${unique}-note` },
    erin.auth,
  )
  expect(sent.status).toBe(201)
  const texts = [
    `${unique}-surname`,
    `${unique}-first-about`,
    `${unique}-second-about`,
    `${unique}-note`,
    mobile,
  ]
  expect(foundIn(`${unique}-second-about`).length).toBeGreaterThan(0)

  expect((await s.post('privacy/deletion', { confirm: true }, erin.auth)).status).toBe(200)
  travel(ERASURE_DAYS + 1)
  expect(await eraseDue(s.db, s.config)).toBeGreaterThanOrEqual(1)

  for (const text of texts) expect(foundIn(text), text).toEqual([])
})

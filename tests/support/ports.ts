// Every port the end-to-end suite uses derives from E2E_PORT (default 3100), so two checkouts can run the
// suite side by side: E2E_PORT=4100 npm run test:e2e.
const base = Number(process.env.E2E_PORT ?? 3100)

export const ports = {
  /** The suite's server (global setup). */
  suite: base,
  /** The kiosk renderer build served over http, and its own API server. */
  kioskUi: base + 101,
  kioskApi: base + 102,
  /** Two servers on one PostgreSQL (tests/e2e/conversations-two-servers.spec.ts). */
  pgOne: base + 111,
  pgTwo: base + 112,
  /** The kiosk build and its API server for conversations (tests/e2e/kiosk-conversations.spec.ts). */
  kioskTalkUi: base + 113,
  kioskTalkApi: base + 114,
  /** The Electron test's API server. */
  electronApi: base + 201,
}

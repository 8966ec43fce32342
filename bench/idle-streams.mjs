// A helper process of bench/conversations-bench.ts: opens `count` live conversation streams to one server and
// holds them open, idle, until it is stopped. The bench's own process then holds only the streams it measures.
// Usage: node bench/idle-streams.mjs <port> <token> <count>; prints "ready <answered>" once every stream has
// its answer from the server.
import http from 'node:http'

const [port, token, count] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4])]
let answered = 0
let failed = 0
const requests = []
const settle = () => {
  if (answered + failed === count) process.stdout.write(`ready ${answered} ${failed}\n`)
}
// A few at a time, as pages open over a morning rather than in one instant.
const OPENING = 100
let next = 0
const openOne = () => {
  if (next >= count) return
  next++
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/conversations/live',
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    },
    (res) => {
      answered++
      res.resume()
      settle()
      openOne()
    },
  )
  req.on('error', () => {
    failed++
    settle()
    openOne()
  })
  requests.push(req)
}
for (let i = 0; i < Math.min(OPENING, count); i++) openOne()
process.on('SIGTERM', () => {
  for (const req of requests) req.destroy()
  process.exit(0)
})

// Writes .br and .gz beside every text asset of a build, once, at maximum compression; the server sends
// them as they are (@fastify/static preCompressed) instead of compressing each response again.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? 'out/web'
const textual = /\.(js|css|html|svg|json|txt|map)$/

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) walk(path)
    else if (textual.test(entry) && statSync(path).size > 1024) {
      const body = readFileSync(path)
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
    }
  }
}
walk(root)

// npm start: builds what is missing or out of date, then serves the product at http://127.0.0.1:3000.
import { npmRun, run, serverSources, stale, webSources } from './lib.mjs'

if (stale('out/web/index.html', webSources) && npmRun('build:web') !== 0) process.exit(1)
if (stale('out/server/main.js', serverSources) && npmRun('build:server') !== 0) process.exit(1)
process.exit(run(process.execPath, ['out/server/main.js']))

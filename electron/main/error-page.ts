/** The page shown when the kiosk's settings are wrong: what is wrong and where to fix it. */
export function settingsErrorPage(problems: string[], settingsPath: string): string {
  const escape = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kiosk settings need attention</title>
<style>body{font:18px system-ui,sans-serif;margin:3rem;color:#1f1a1c}h1{color:#8c1d40}code{background:#f3e9ec;padding:2px 6px}</style></head>
<body><h1>The kiosk settings need attention</h1><p>The app cannot start until these are corrected:</p>
<ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>
<p>Edit <code>${escape(settingsPath)}</code> or the environment variables <code>MATRIMONY_API_URL</code>, <code>MATRIMONY_KIOSK</code> (0 or 1) and <code>MATRIMONY_IDLE_MINUTES</code>, then restart the app.</p></body></html>`
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`
}

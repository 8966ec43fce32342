import { extname, resolve, sep } from 'node:path'
import { isAppUrl } from './navigation'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
}

export const mimeType = (path: string) => MIME[extname(path).toLowerCase()] ?? 'application/octet-stream'

export type FileLookup = { status: 200; path: string; mime: string } | { status: 403 | 404 }

/**
 * Maps app://bundle/<path> to a file under root. "/" is index.html; anything that would leave root
 * (../, encoded or not) is refused; another scheme or host is not ours.
 */
export function resolveAppFile(root: string, requestUrl: string): FileLookup {
  if (!isAppUrl(requestUrl)) return { status: 403 }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname)
  } catch {
    return { status: 404 }
  }
  if (pathname.includes('\0')) return { status: 404 }
  const base = resolve(root)
  const target = resolve(base, `.${pathname === '/' ? '/index.html' : pathname}`)
  if (target !== base && !target.startsWith(base + sep)) return { status: 403 }
  return { status: 200, path: target, mime: mimeType(target) }
}

/** The CSP of every app:// page: our own code, and calls only to the configured API. */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const api = new URL(apiBaseUrl).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Profile photos come from the API, through the visibility rule on every request.
    `img-src 'self' data: blob: ${api}`,
    "media-src 'self'",
    `connect-src 'self' ${api}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

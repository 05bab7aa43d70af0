/**
 * Response security headers and the Content Security Policies. Dependency-free, because
 * next.config.ts (the site policy), proxy.ts (the nonce policy) and the page cache handler (the
 * hash policy) import it.
 *
 * Every response carries the site policy: every directive as strict as the site allows, and
 * script-src 'self' 'unsafe-inline'. A page's inline scripts are then narrowed by a second policy,
 * which browsers enforce together with the first (a script runs only if both allow it):
 * - Complete prerendered pages (home, about, the article directory, ...) are whole documents in
 *   Next's cache, served without rendering. The cache handler (lib/http/hashed-page-cache.ts)
 *   stores with each one `script-src 'self'` and the hashes of its inline scripts, computed from
 *   the very HTML it stores, so they stay right when a tag revalidates the page.
 * - Pages resumed per request (PER_REQUEST_PAGES: auth, member, admin, services, articles, search)
 *   get a fresh nonce from proxy.ts, which Next stamps on every script it emits while resuming;
 *   the shell's own inline scripts are a few constant ones (SHELL_SCRIPT_HASHES).
 * The two never meet on one response: a resumed page is never a complete cache entry, and a nonce
 * policy beside a hash policy would refuse every inline script of a complete page. A page that
 * is neither (the first request for a page no build made) has the site policy alone.
 * 'strict-dynamic' is left out on purpose: it would make browsers ignore 'self' and block the
 * pages' chunk tags, so nothing would hydrate.
 * style-src keeps 'unsafe-inline': React renders style attributes (Radix positioning, progress
 * bars) and the site-settings <style> changes with the admin's settings; a nonce in style-src
 * would make browsers ignore 'unsafe-inline' and block those attributes.
 */

/**
 * SHA-256 of the inline scripts in the prerendered shells of pages resumed per request, each
 * constant for a given build of its source: next-themes' theme setter (runs before paint so the
 * page does not flash), React's `$RT` timing line, and the like. `npm run csp:hashes`, a step of
 * `npm test`, fails when such a shell of the last build has an inline script missing here.
 */
export const SHELL_SCRIPT_HASHES = [
  'sha256-TITk8f/nqjbJRRijrCIaCVOm5jwwSBEqM6dZlHsz88k=',
  'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=',
] as const

export type PolicyOptions = {
  /** The Supabase project URL (REST, Auth, Storage over https, Realtime over wss). */
  supabaseUrl: string
  /** https deployments add upgrade-insecure-requests; loopback http builds must not. */
  https: boolean
  /** `next dev` needs eval for React's debugging and a websocket for HMR ('self' covers it). */
  development?: boolean
  /** A fresh value per request on pages resumed per request; absent in the site policy. */
  nonce?: string
}

/** The Supabase origin for https and its websocket twin for Realtime. */
export function supabaseSources(supabaseUrl: string): string[] {
  const { origin, protocol, host } = new URL(supabaseUrl)
  return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`]
}

/** The site policy, or with a nonce the whole policy of a page resumed per request. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const [supabase, realtime] = supabaseSources(options.supabaseUrl)
  const scripts = options.nonce
    ? ["'self'", `'nonce-${options.nonce}'`, ...SHELL_SCRIPT_HASHES.map((hash) => `'${hash}'`)]
    : ["'self'", "'unsafe-inline'"]
  if (options.development) scripts.push("'unsafe-eval'")
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', ...scripts],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', `${supabase}`],
    ['font-src', "'self'"],
    ['connect-src', "'self'", `${supabase}`, `${realtime}`],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', "'none'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  if (options.https) directives.push(['upgrade-insecure-requests'])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/**
 * The second policy of a complete prerendered page: its own chunks and exactly the inline scripts
 * it contains (hash sources as inlineScriptHashes makes them).
 */
export function hashScriptPolicy(hashes: readonly string[]): string {
  return ["script-src 'self'", ...hashes].join(' ')
}

/**
 * Features the site never uses, denied to the page and to anything it might embed. Only names
 * Chromium recognises: an unknown one logs a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Headers every response gets; HSTS only where the site is served over https. */
export function staticSecurityHeaders({ https }: { https: boolean }): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // For browsers without CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ]
  if (https) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'])
  return headers
}

/** 128 random bits, base64: unguessable, and valid in a CSP nonce-source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

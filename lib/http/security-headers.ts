/**
 * Response security headers and the two Content Security Policies. Dependency-free, because
 * next.config.ts (headers for prerendered pages) and proxy.ts (per-request nonce) both import it.
 *
 * Why two policies: with Cache Components every page has a static shell made at build time,
 * without a request, so it cannot carry a nonce.
 * - Pages whose shell is resumed per request (auth, member, admin: NONCE_PATHS) get a fresh nonce
 *   from proxy.ts; Next stamps it on every script it emits while resuming (the flight data and the
 *   bootstrap). The shell's own parser-inserted scripts are same-origin chunks ('self') and two
 *   constant inline scripts (SHELL_SCRIPT_HASHES). 'strict-dynamic' is left out on purpose: it
 *   would make browsers ignore 'self' and block the shell's chunk tags, so nothing would hydrate.
 * - Complete prerendered pages (home, articles, ...) are revalidated by tag with new content, so
 *   a hash list would go stale (ARCHITECTURE.md, "CSP"): their inline flight data needs
 *   'unsafe-inline' in script-src; every other directive is as strict as on the nonce pages.
 * style-src keeps 'unsafe-inline' on both: React renders style attributes (Radix positioning,
 * progress bars) and the site-settings <style> changes with the admin's settings; a nonce in
 * style-src would make browsers ignore 'unsafe-inline' and block those attributes.
 */

/** Paths served with a per-request nonce: their shells are resumed on every request. */
export const NONCE_PATHS = /^\/(?:auth|admin-auth|admin|dashboard|profile)(?:\/|$)/

/** The same paths as a path-to-regexp source for next.config.ts headers (everything else). */
export const CACHED_PAGES_SOURCE = '/((?!(?:auth|admin-auth|admin|dashboard|profile)(?:/|$)).*)'

/**
 * SHA-256 of the two inline scripts in every resumed shell: next-themes' theme setter (runs
 * before paint so the page does not flash) and React's `$RT` timing line. Both are constant for
 * a given next-themes/React version; tests/e2e/security-headers.spec.ts fails on any violation,
 * and `npm run csp:hashes` prints the current values from a build.
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
  /** Present on resumed pages: a fresh value per request. */
  nonce?: string
}

/** The Supabase origin for https and its websocket twin for Realtime. */
export function supabaseSources(supabaseUrl: string): string[] {
  const { origin, protocol, host } = new URL(supabaseUrl)
  return [origin, `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`]
}

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

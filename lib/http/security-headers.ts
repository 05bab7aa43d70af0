/**
 * Response security headers and the Content Security Policy. Dependency-free, because
 * next.config.ts (`next dev`'s policy) and proxy.ts (every page's per-request nonce) import it.
 *
 * With Cache Components every page is a static shell made at build time (and again when its tags
 * are revalidated), resumed per request: the resume streams the page's flight data and whatever
 * reads the request. So every page gets a fresh nonce from proxy.ts; Next stamps it on every
 * script it emits while resuming, and the shell stays cached because no page code reads it.
 * The shell's own parser-inserted scripts are same-origin chunks ('self') and a few constant inline
 * scripts (SHELL_SCRIPT_HASHES). 'strict-dynamic' is left out on purpose: it would make browsers
 * ignore 'self' and block the shell's chunk tags, so nothing would hydrate.
 * style-src keeps 'unsafe-inline': React renders style attributes (Radix positioning, progress
 * bars) and the site-settings <style> changes with the admin's settings; a nonce in style-src
 * would make browsers ignore 'unsafe-inline' and block those attributes.
 */

/**
 * SHA-256 of the inline scripts that prerendered shells contain, each constant for a given build
 * of its source: next-themes' theme setter (runs before paint so the page does not flash), React's
 * `$RT` timing line, the hero's low-performance check (lib/browser/low-performance.ts), and React's
 * boundary-reveal runtime with its first call, where a large Suspense boundary is written after
 * the rest of the shell (the home page's sections). `npm run csp:hashes`, a step of `npm test`,
 * fails when a shell of the last build has an inline script missing here.
 */
export const SHELL_SCRIPT_HASHES = [
  'sha256-TITk8f/nqjbJRRijrCIaCVOm5jwwSBEqM6dZlHsz88k=',
  'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=',
  'sha256-JUrotvwrw1IGkGnSGt5apm7hE8g7lJ7GbKvAv0pGvh8=',
  'sha256-QAlSewaQLi/NPCznjAZSyvQ72heD0VdxmNDDkZeCxgc=',
] as const

export type PolicyOptions = {
  /** The Supabase project URL (REST, Auth, Storage over https, Realtime over wss). */
  supabaseUrl: string
  /** https deployments add upgrade-insecure-requests; loopback http builds must not. */
  https: boolean
  /** `next dev` needs eval for React's debugging and a websocket for HMR ('self' covers it). */
  development?: boolean
  /** A fresh value per request; absent only under `next dev`. */
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

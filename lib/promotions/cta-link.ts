/**
 * Paths the spec names as in-app destinations. They are all same-origin, so the same-origin rule
 * below covers them; the list stays here as the spec's contract (the unit tests check each one).
 */
export const INTERNAL_CTA_PATHS = [
  '/contact',
  '/services',
  '/resources',
  '/articles',
  '/careers',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/about',
] as const

export type CtaLink =
  { kind: 'internal'; href: string } | { kind: 'external'; href: string } | { kind: 'invalid' }

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * Decides how the call to action navigates: same-origin URLs inside the app, anything else by a
 * normal same-tab navigation. `sameOrigins[0]` is the page's own origin, against which relative
 * URLs resolve as a browser would (so '//host' and '/\host' name another host); further origins
 * (the canonical site URL) count as the same site. Schemes that run code are refused.
 */
export function classifyCtaLink(raw: string, sameOrigins: readonly string[]): CtaLink {
  const value = raw.trim()
  const base = sameOrigins[0]
  if (!value || !base) return { kind: 'invalid' }
  let url: URL
  try {
    url = new URL(value, `${base}/`)
  } catch {
    return { kind: 'invalid' }
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return { kind: 'invalid' }
  if (sameOrigins.includes(url.origin)) {
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  }
  return { kind: 'external', href: url.href }
}

import { siteUrl } from '@/lib/env'
import {
  configuredProxyTrust,
  forwardedHostAndProtocol,
  lastHeaderValue,
  type ProxyTrust,
} from '@/lib/http/proxy-trust'

export type OriginTrust = ProxyTrust

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i
const PROTOCOLS = new Set(['http', 'https'])

/**
 * The origin the browser used, for comparing a Referer or building a link back to this site.
 * A forwarded host and protocol count only when a trusted proxy wrote them (TRUSTED_PROXY_HOPS or
 * Vercel); otherwise the Host header, which only the client itself can have forged. Anything
 * that is not a plain host or not http(s) falls back to NEXT_PUBLIC_SITE_URL. Redirects do not
 * use this: they are relative (see relativeRedirect) so no header can steer them off the site.
 */
export function publicOrigin(
  request: { headers: { get: (name: string) => string | null }; url: string },
  trust: OriginTrust = configuredProxyTrust,
): string {
  const forwarded = forwardedHostAndProtocol(request.headers, trust)
  const host = forwarded.host || lastHeaderValue(request.headers.get('host'))
  const protocol = forwarded.protocol || new URL(request.url).protocol.replace(/:$/, '')
  if (!host || !HOST.test(host) || !PROTOCOLS.has(protocol)) return siteUrl
  return `${protocol}://${host}`
}

/**
 * A redirect whose Location is a path on this site, so the browser stays on the origin it used
 * and no forwarded header can send it elsewhere (RFC 9110 allows a relative Location).
 */
export function relativeRedirect(location: string, status: 303 | 307 | 308 = 307): Response {
  if (!location.startsWith('/') || location.startsWith('//') || location.startsWith('/\\')) {
    throw new Error(`Not a path on this site: ${location}`)
  }
  return new Response(null, { status, headers: { Location: location } })
}

import 'server-only'

import { isIP } from 'node:net'

import {
  configuredProxyTrust,
  forwardedClientAddress,
  type ProxyTrust,
} from '@/lib/http/proxy-trust'

export type { ProxyTrust }

/**
 * The client's address, or null when it cannot be known (callers then limit per email or
 * account, never under one shared key).
 *
 * Next 16 gives route handlers no socket address, so it comes from the trusted proxies' headers
 * (forwardedClientAddress). With 0 hops the server itself writes the socket's address there,
 * over whatever the client sent (lib/http/direct-connection.ts).
 */
export function clientAddress(
  request: Pick<Request, 'headers'>,
  trust: ProxyTrust = configuredProxyTrust,
): string | null {
  const address = forwardedClientAddress(request.headers, trust)?.trim()
  return address && isIP(address) ? address : null
}

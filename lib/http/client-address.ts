import 'server-only'

import { isIP } from 'node:net'

import { configuredProxyTrust, type ProxyTrust } from '@/lib/http/proxy-trust'

export type { ProxyTrust }

const valid = (value: string | null | undefined): string | null => {
  const address = value?.trim()
  return address && isIP(address) ? address : null
}

/**
 * The client's address, or null when it cannot be known (callers then limit per email or
 * account, never under one shared key).
 *
 * Next 16 gives route handlers no socket address: `next start` writes the socket's address into
 * X-Forwarded-For only when the request carries none (it never appends), and each trusted proxy
 * in front appends the address it saw. So the last entry is the socket's (0 hops) or the one the
 * nearest proxy saw, and with N hops the client is the Nth entry from the right; anything further
 * left was written by the client. With 0 hops and `next start` facing the internet a client can
 * still send its own single entry, because Next keeps it: run behind a proxy and count it.
 * On Vercel the edge overwrites `x-vercel-forwarded-for` / `x-real-ip`, so those are used.
 */
export function clientAddress(
  request: Pick<Request, 'headers'>,
  trust: ProxyTrust = configuredProxyTrust,
): string | null {
  const { headers } = request
  if (trust.onVercel) {
    return (
      valid(headers.get('x-vercel-forwarded-for')?.split(',')[0]) ?? valid(headers.get('x-real-ip'))
    )
  }
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim())
  const index = chain.length - Math.max(1, trust.trustedProxyHops)
  return index >= 0 ? valid(chain[index]) : null
}

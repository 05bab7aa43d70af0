/**
 * How many proxies in front of the app may write forwarding headers (TRUSTED_PROXY_HOPS, 0 to
 * 10), and whether Vercel's edge does. Forwarding headers are read only here, and only what the
 * configured proxies wrote (lib/http/client-address.ts and lib/http/public-origin.ts use these).
 * Read from process.env here, not lib/env.server, so proxy.ts and client-safe modules can import it.
 */
export type ProxyTrust = { trustedProxyHops: number; onVercel: boolean }

function hops(raw: string | undefined): number {
  const value = Number(raw)
  return Number.isInteger(value) && value >= 0 && value <= 10 ? value : 0
}

export const configuredProxyTrust: ProxyTrust = {
  trustedProxyHops: hops(process.env.TRUSTED_PROXY_HOPS),
  onVercel: Boolean(process.env.VERCEL),
}

type HeaderSource = { get: (name: string) => string | null }

/** The last value of a header a proxy may have appended to (the nearest proxy's). */
export const lastHeaderValue = (value: string | null) =>
  value?.split(',').at(-1)?.trim().toLowerCase() || null

/**
 * The client's address as the trusted proxies report it, unvalidated. On Vercel the edge
 * overwrites `x-vercel-forwarded-for` / `x-real-ip`. Otherwise each trusted proxy appends the
 * address it saw to X-Forwarded-For, so with N hops the client is the Nth entry from the right;
 * anything further left was written by the client and is never read. With none, the server has
 * replaced the header with the socket's address (lib/http/direct-connection.ts).
 */
export function forwardedClientAddress(
  headers: HeaderSource,
  trust: ProxyTrust = configuredProxyTrust,
): string | null {
  if (trust.onVercel) {
    return headers.get('x-vercel-forwarded-for')?.split(',')[0] ?? headers.get('x-real-ip')
  }
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim())
  const index = chain.length - Math.max(1, trust.trustedProxyHops)
  return index >= 0 ? (chain[index] ?? null) : null
}

/**
 * The host and protocol a trusted proxy forwarded (X-Forwarded-Host / -Proto, the nearest
 * proxy's value), or nulls when no proxy is trusted: then only the request's own Host counts.
 */
export function forwardedHostAndProtocol(
  headers: HeaderSource,
  trust: ProxyTrust = configuredProxyTrust,
): { host: string | null; protocol: string | null } {
  if (!trust.onVercel && trust.trustedProxyHops === 0) return { host: null, protocol: null }
  return {
    host: lastHeaderValue(headers.get('x-forwarded-host')),
    protocol: lastHeaderValue(headers.get('x-forwarded-proto')),
  }
}

/** Headers only a proxy may write; with none in front, a client wrote them itself. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']

/**
 * A request that reached `next start` with no proxy in front: its forwarding headers are dropped
 * and X-Forwarded-For names the socket's address. Next keeps a client's own X-Forwarded-For (it
 * fills the header only when it is absent), and compares a server action's Origin with
 * X-Forwarded-Host, so without this a script could choose the address its rate limits are
 * counted under and the host its links are built for. Installed by lib/http/direct-connection.ts.
 */
export function keepSocketAddress(request: {
  headers: Record<string, string | string[] | undefined>
  socket: { remoteAddress?: string | undefined }
}) {
  for (const name of PROXY_HEADERS) delete request.headers[name]
  const address = request.socket.remoteAddress
  if (address) request.headers['x-forwarded-for'] = address
  else delete request.headers['x-forwarded-for']
}

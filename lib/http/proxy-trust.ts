/**
 * How many proxies in front of the app may write forwarding headers (TRUSTED_PROXY_HOPS, 0 to
 * 10), and whether Vercel's edge does. Every reading of X-Forwarded-* goes through this one
 * setting (lib/http/client-address.ts, lib/http/public-origin.ts). Read from process.env here, not
 * lib/env.server, so proxy.ts and client-safe modules can import it.
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

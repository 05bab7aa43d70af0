import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  forwardedClientAddress,
  forwardedHostAndProtocol,
  type ProxyTrust,
} from '@/lib/http/proxy-trust'

const direct: ProxyTrust = { trustedProxyHops: 0, onVercel: false }
const oneProxy: ProxyTrust = { trustedProxyHops: 1, onVercel: false }

describe('configuredProxyTrust', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const configured = async (hops: string | undefined, vercel?: string) => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', hops)
    vi.stubEnv('VERCEL', vercel)
    vi.resetModules()
    return (await import('@/lib/http/proxy-trust')).configuredProxyTrust
  }

  it.each([
    ['0', 0],
    ['2', 2],
    ['10', 10],
    ['11', 0],
    ['-1', 0],
    ['1.5', 0],
    ['two', 0],
    [undefined, 0],
  ])('reads TRUSTED_PROXY_HOPS=%s as %i hops', async (raw, hops) => {
    expect(await configured(raw)).toEqual({ trustedProxyHops: hops, onVercel: false })
  })

  it('trusts Vercel only when VERCEL is set', async () => {
    expect(await configured('1', '1')).toEqual({ trustedProxyHops: 1, onVercel: true })
  })
})

describe('forwardedClientAddress', () => {
  it('trims the entry the trusted proxy appended', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6,   198.51.100.7' })
    expect(forwardedClientAddress(headers, oneProxy)).toBe('198.51.100.7')
  })
})

describe('forwardedHostAndProtocol', () => {
  const headers = new Headers({
    'x-forwarded-host': 'evil.example, Scholarly.Example',
    'x-forwarded-proto': 'http, HTTPS',
  })

  it('reads nothing forwarded when no proxy is trusted', () => {
    expect(forwardedHostAndProtocol(headers, direct)).toStrictEqual({ host: null, protocol: null })
  })

  it("takes the nearest proxy's values, lower-cased", () => {
    expect(forwardedHostAndProtocol(headers, oneProxy)).toStrictEqual({
      host: 'scholarly.example',
      protocol: 'https',
    })
    expect(forwardedHostAndProtocol(new Headers(), oneProxy)).toStrictEqual({
      host: null,
      protocol: null,
    })
  })
})

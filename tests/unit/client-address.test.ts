import { describe, expect, it } from 'vitest'

import { clientAddress, type ProxyTrust } from '@/lib/http/client-address'

const request = (headers: Record<string, string>) => new Request('http://x', { headers })
const direct: ProxyTrust = { trustedProxyHops: 0, onVercel: false }
const oneProxy: ProxyTrust = { trustedProxyHops: 1, onVercel: false }

describe('clientAddress', () => {
  it('takes the address next start wrote from the socket when no proxy is trusted', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), direct)).toBe('203.0.113.9')
    expect(clientAddress(request({ 'x-forwarded-for': '::1' }), direct)).toBe('::1')
  })

  it('never takes an entry the client wrote to the left of the trusted hops', () => {
    // The client forged 6.6.6.6; the one trusted proxy appended what it saw on its socket, and
    // next start keeps an existing header as it is.
    const forged = request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })
    expect(clientAddress(forged, oneProxy)).toBe('198.51.100.7')
    expect(clientAddress(forged, direct)).toBe('198.51.100.7')
    const twoProxies = request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' })
    expect(clientAddress(twoProxies, { trustedProxyHops: 2, onVercel: false })).toBe('198.51.100.7')
  })

  it('gives null rather than a shared key when the address is missing or not an IP', () => {
    expect(clientAddress(request({}), direct)).toBeNull()
    expect(clientAddress(request({ 'x-forwarded-for': 'unknown' }), direct)).toBeNull()
    const twoHops = { trustedProxyHops: 2, onVercel: false }
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }), twoHops)).toBeNull()
    expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4, <script>' }), direct)).toBeNull()
  })

  it("ignores Vercel's and nginx's headers unless deployed on Vercel", () => {
    const headers = {
      'x-forwarded-for': '203.0.113.9',
      'x-vercel-forwarded-for': '6.6.6.6',
      'x-real-ip': '7.7.7.7',
    }
    expect(clientAddress(request(headers), direct)).toBe('203.0.113.9')
    const vercel = { trustedProxyHops: 0, onVercel: true }
    expect(clientAddress(request(headers), vercel)).toBe('6.6.6.6')
    expect(clientAddress(request({ 'x-real-ip': '7.7.7.7' }), vercel)).toBe('7.7.7.7')
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), vercel)).toBeNull()
    const listed = request({ 'x-vercel-forwarded-for': '6.6.6.6 , 10.0.0.1' })
    expect(clientAddress(listed, vercel)).toBe('6.6.6.6')
  })
})

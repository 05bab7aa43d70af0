import { describe, expect, it } from 'vitest'

import { siteUrl } from '@/lib/env'
import { publicOrigin, relativeRedirect, type OriginTrust } from '@/lib/http/public-origin'

const direct: OriginTrust = { trustedProxyHops: 0, onVercel: false }
const proxied: OriginTrust = { trustedProxyHops: 1, onVercel: false }
const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/dashboard', { headers })

describe('publicOrigin', () => {
  it('ignores forwarded host and proto unless a trusted proxy wrote them', () => {
    const forged = request({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(publicOrigin(forged, direct)).toBe('http://127.0.0.1:3000')
    expect(publicOrigin(forged, proxied)).toBe('https://evil.example')
    expect(publicOrigin(forged, { trustedProxyHops: 0, onVercel: true })).toBe(
      'https://evil.example',
    )
  })

  it('takes the value the nearest proxy appended', () => {
    const chained = request({
      host: 'internal:3000',
      'x-forwarded-host': 'evil.example, scholarly.example',
      'x-forwarded-proto': 'http, https',
    })
    expect(publicOrigin(chained, proxied)).toBe('https://scholarly.example')
  })

  it('takes the last of several Host values, trimmed', () => {
    expect(publicOrigin(request({ host: 'a.example, b.example' }), direct)).toBe('http://b.example')
  })

  it('falls back to NEXT_PUBLIC_SITE_URL for a protocol other than http(s) or a malformed host', () => {
    const cases: Record<string, string>[] = [
      { host: 'a.example', 'x-forwarded-proto': 'javascript' },
      { host: 'a.example', 'x-forwarded-host': 'evil.example/@x' },
      { host: 'a.example', 'x-forwarded-host': 'evil.example\\x' },
      { host: 'a.example', 'x-forwarded-host': 'javascript:alert(1)//' },
    ]
    for (const headers of cases) expect(publicOrigin(request(headers), proxied)).toBe(siteUrl)
    expect(publicOrigin(request({ host: 'bad host' }), direct)).toBe(siteUrl)
  })

  it('lower-cases the Host header and falls back when there is none', () => {
    expect(publicOrigin(request({ host: 'Scholarly.Example' }), direct)).toBe(
      'http://scholarly.example',
    )
    expect(publicOrigin(request({}), direct)).toBe(siteUrl)
  })

  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['a.example:65535', true],
    ['x.y-z.example', true],
    ['a1.b2.example', true],
    ['[::1]:3000', true],
    ['[2001:db8::1]', true],
    [`${'a'.repeat(63)}.example`, true],
    [`${'a'.repeat(64)}.example`, false],
    [`a.${'b'.repeat(64)}`, false],
    ['-a.example', false],
    ['a-.example', false],
    ['a.-b.example', false],
    ['a.b-.example', false],
    ['a..example', false],
    ['.example', false],
    ['a.example.', false],
    ['a.example:123456', false],
    ['a.example:', false],
    ['a_b.example', false],
    ['[::1', false],
    ['[]', false],
    ['evil.example@a.example', false],
    ['a.example/x', false],
    ['x a.example', false],
  ])('takes %s as a host: %s', (host, accepted) => {
    expect(publicOrigin(request({ host }), direct)).toBe(accepted ? `http://${host}` : siteUrl)
  })

  it('takes only http and https', () => {
    const https = new Request('https://scholarly.example/', { headers: { host: 'a.example' } })
    expect(publicOrigin(https, direct)).toBe('https://a.example')
    const ftp = new Request('ftp://a.example/', { headers: { host: 'a.example' } })
    expect(publicOrigin(ftp, direct)).toBe(siteUrl)
  })
})

describe('relativeRedirect', () => {
  it('answers with a path-only Location', () => {
    const response = relativeRedirect('/auth?error=x')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/auth?error=x')
  })

  it('refuses anything that leaves the site', () => {
    for (const location of ['//evil.example', '/\\evil.example', 'https://evil.example', 'x']) {
      expect(() => relativeRedirect(location)).toThrow(`Not a path on this site: ${location}`)
    }
  })
})

import { describe, expect, it } from 'vitest'

import {
  SHELL_SCRIPT_HASHES,
  contentSecurityPolicy,
  createNonce,
  hashScriptPolicy,
  staticSecurityHeaders,
  supabaseSources,
} from '@/lib/http/security-headers'
import { observatoryScore, parsePolicies, parsePolicy } from '@/tests/support/observatory'

const supabaseUrl = 'https://abcd.supabase.co'

function headersFor(policy: string, https: boolean) {
  const pairs = staticSecurityHeaders({ https }).map(([name, value]) => [name.toLowerCase(), value])
  return { ...Object.fromEntries(pairs), 'content-security-policy': policy }
}

describe('contentSecurityPolicy', () => {
  it('gives pages the nonce, the shell hashes and no unsafe-inline script', () => {
    const csp = parsePolicy(contentSecurityPolicy({ supabaseUrl, https: true, nonce: 'abc123==' }))
    const scripts = csp.get('script-src') ?? []
    expect(scripts).toContain("'nonce-abc123=='")
    expect(scripts).toContain("'self'")
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2)
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })

  it('locks down everything but scripts the same way in the site policy as with a nonce', () => {
    const cached = parsePolicy(contentSecurityPolicy({ supabaseUrl, https: true }))
    const resumed = parsePolicy(contentSecurityPolicy({ supabaseUrl, https: true, nonce: 'n' }))
    expect(cached.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    for (const [name, sources] of resumed) {
      if (name !== 'script-src') expect(cached.get(name)).toEqual(sources)
    }
    expect(cached.get('default-src')).toEqual(["'none'"])
    expect(cached.get('object-src')).toEqual(["'none'"])
    expect(cached.get('base-uri')).toEqual(["'none'"])
    expect(cached.get('frame-ancestors')).toEqual(["'none'"])
    expect(cached.get('form-action')).toEqual(["'self'"])
  })

  it('lets the page reach only the site and the Supabase project (https and wss)', () => {
    const csp = parsePolicy(contentSecurityPolicy({ supabaseUrl, https: true }))
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
    ])
    expect(csp.get('img-src')).toContain('https://abcd.supabase.co')
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
  })

  it('uses ws and no upgrade for a loopback http Supabase Local', () => {
    expect(supabaseSources('http://127.0.0.1:54321/')).toEqual([
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
    ])
    const csp = parsePolicy(
      contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', https: false }),
    )
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
  })

  it("adds 'unsafe-eval' only for next dev", () => {
    const dev = contentSecurityPolicy({ supabaseUrl, https: false, development: true, nonce: 'n' })
    expect(parsePolicy(dev).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('contentSecurityPolicy, whole text', () => {
  it('spells out every directive of the nonce-free policy', () => {
    expect(contentSecurityPolicy({ supabaseUrl, https: true })).toBe(
      [
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://abcd.supabase.co",
        "font-src 'self'",
        "connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co",
        "manifest-src 'self'",
        "media-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'upgrade-insecure-requests',
      ].join('; '),
    )
  })

  it('lists the nonce, then the shell hashes, then eval for next dev', () => {
    const csp = contentSecurityPolicy({ supabaseUrl, https: false, development: true, nonce: 'n' })
    expect(parsePolicy(csp).get('script-src')).toEqual([
      "'self'",
      "'nonce-n'",
      "'sha256-TITk8f/nqjbJRRijrCIaCVOm5jwwSBEqM6dZlHsz88k='",
      "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
      "'unsafe-eval'",
    ])
  })
})

describe('hashScriptPolicy', () => {
  it("narrows scripts to the page's own chunks and exactly the inline scripts hashed", () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]
    expect(hashScriptPolicy(hashes)).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'")
    expect(hashScriptPolicy([])).toBe("script-src 'self'")
  })
})

describe('staticSecurityHeaders', () => {
  it('sends exactly these headers, in this order', () => {
    expect(staticSecurityHeaders({ https: true })).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      [
        'Permissions-Policy',
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), ' +
          'geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
          'usb=(), serial=(), xr-spatial-tracking=()',
      ],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['X-Frame-Options', 'DENY'],
      ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ])
  })

  it('sends HSTS only over https', () => {
    const names = (https: boolean) => staticSecurityHeaders({ https }).map(([name]) => name)
    expect(names(true)).toContain('Strict-Transport-Security')
    expect(names(false)).not.toContain('Strict-Transport-Security')
    expect(Object.fromEntries(staticSecurityHeaders({ https: false }))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
  })
})

describe('the nonce and the shell hashes', () => {
  it('lists each shell hash once, as base64 SHA-256', () => {
    expect(new Set(SHELL_SCRIPT_HASHES).size).toBe(SHELL_SCRIPT_HASHES.length)
    for (const hash of SHELL_SCRIPT_HASHES) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/)
  })

  it('makes a fresh 128-bit nonce each time', () => {
    const a = createNonce()
    expect(atob(a)).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })
})

describe('HTTP Observatory score', () => {
  it('grades pages A+ over https and on loopback http', () => {
    for (const https of [true, false]) {
      const policy = contentSecurityPolicy({ supabaseUrl, https, nonce: createNonce() })
      const result = observatoryScore(headersFor(policy, https), { https })
      expect(result.grade, JSON.stringify(result.findings)).toBe('A+')
      expect(result.score).toBe(120)
    }
  })

  it('grades a complete page A+: the site policy and its hash policy together', () => {
    for (const https of [true, false]) {
      const site = contentSecurityPolicy({ supabaseUrl, https })
      const both = `${site}, ${hashScriptPolicy(["'sha256-AAAA'"])}`
      const result = observatoryScore(headersFor(both, https), { https })
      expect(result.grade, JSON.stringify(result.findings)).toBe('A+')
      expect(result.score).toBe(120)
      expect(parsePolicies(both).get('script-src')).toEqual(["'self'"])
      expect(parsePolicies(both).get('object-src')).toEqual(["'none'"])
    }
  })

  it("would grade the site policy alone B+: its 'unsafe-inline' costs 20 points", () => {
    const result = observatoryScore(
      headersFor(contentSecurityPolicy({ supabaseUrl, https: true }), true),
      { https: true },
    )
    expect(result).toMatchObject({ score: 80, grade: 'B+' })
  })

  it('combines policies as the Observatory does: a source must be in every policy naming it', () => {
    const combined = parsePolicies(
      "script-src 'self' 'unsafe-inline'; img-src 'self'\nscript-src 'self' 'sha256-A'; frame-src https://x",
    )
    expect(combined.get('script-src')).toEqual(["'self'"])
    expect(combined.get('img-src')).toEqual(["'self'"])
    expect(combined.get('frame-src')).toEqual(["'none'"])
    expect(
      parsePolicies("script-src 'unsafe-inline', script-src 'self'").get('script-src'),
    ).toEqual(["'none'"])
  })

  it('grades a response without any of these headers D', () => {
    expect(observatoryScore({}, { https: true })).toMatchObject({ score: 30, grade: 'D' })
  })
})

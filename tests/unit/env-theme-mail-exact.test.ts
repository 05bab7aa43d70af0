import { afterEach, describe, expect, it, vi } from 'vitest'

import { mailConfig } from '@/lib/email/config'
import { contrastRatio, hexToHsl, primaryPalette } from '@/lib/theme/color'
import { primaryContrast } from '@/lib/theme/primary-contrast'

// Exact values for the start-up environment parsing, the colour arithmetic and the mail
// settings: the survivors of the mutation run in these files (README, "Mutation testing").

const key = (label: string) => `${label}-${'k'.repeat(24)}`

// env.ts and env.server.ts parse process.env once, when they load; each case loads them afresh.
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  const publicEnv = await import('@/lib/env')
  const server = await import('@/lib/env.server')
  return { ...publicEnv, serverEnv: server.serverEnv }
}

const unset = {
  NEXT_PUBLIC_SITE_URL: '',
  NEXT_PUBLIC_SUPABASE_URL: '',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
  SUPABASE_SERVICE_ROLE_KEY: '',
  TURNSTILE_SECRET_KEY: '',
  SUPABASE_SECRET_KEY: '',
  TRUSTED_PROXY_HOPS: '',
  VERCEL: '',
}

describe('environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('empty variables take the defaults', async () => {
    const env = await loadEnv(unset)
    expect(env.publicEnv).toStrictEqual({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: env.publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    })
    expect(env.serverEnv).toStrictEqual({
      SUPABASE_SERVICE_ROLE_KEY: env.serverEnv.SUPABASE_SERVICE_ROLE_KEY,
      TURNSTILE_SECRET_KEY: undefined,
      SUPABASE_SECRET_KEY: undefined,
      TRUSTED_PROXY_HOPS: 0,
      VERCEL: undefined,
    })
    const { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } = await import('@/lib/supabase/local-defaults')
    expect(env.supabaseAnonKey).toBe(LOCAL_ANON_KEY)
    expect(env.serverEnv.SUPABASE_SERVICE_ROLE_KEY).toBe(LOCAL_SERVICE_ROLE_KEY)
  })

  it('set variables are used, URLs without trailing slashes', async () => {
    const env = await loadEnv({
      ...unset,
      NEXT_PUBLIC_SITE_URL: 'https://example.org//',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co//',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: key('anon'),
      SUPABASE_SERVICE_ROLE_KEY: key('service'),
      TURNSTILE_SECRET_KEY: 'xy',
      SUPABASE_SECRET_KEY: key('secret'),
      TRUSTED_PROXY_HOPS: '3',
      VERCEL: '1',
    })
    expect(env.siteUrl).toBe('https://example.org')
    expect(env.supabaseUrl).toBe('https://abcd.supabase.co')
    expect(env.supabaseAnonKey).toBe(key('anon'))
    expect(env.serverEnv).toStrictEqual({
      SUPABASE_SERVICE_ROLE_KEY: key('service'),
      TURNSTILE_SECRET_KEY: 'xy',
      SUPABASE_SECRET_KEY: key('secret'),
      TRUSTED_PROXY_HOPS: 3,
      VERCEL: '1',
    })
  })

  it('trusted proxy hops run from 0 to 10', async () => {
    expect(
      (await loadEnv({ ...unset, TRUSTED_PROXY_HOPS: '10' })).serverEnv.TRUSTED_PROXY_HOPS,
    ).toBe(10)
    await expect(loadEnv({ ...unset, TRUSTED_PROXY_HOPS: '11' })).rejects.toThrow()
    await expect(loadEnv({ ...unset, TRUSTED_PROXY_HOPS: '-1' })).rejects.toThrow()
  })

  it('keys shorter than 20 characters are refused', async () => {
    await expect(loadEnv({ ...unset, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'short' })).rejects.toThrow()
    await expect(loadEnv({ ...unset, SUPABASE_SERVICE_ROLE_KEY: 'short' })).rejects.toThrow()
    await expect(loadEnv({ ...unset, SUPABASE_SECRET_KEY: 'short' })).rejects.toThrow()
  })
})

describe('colour arithmetic', () => {
  it('black on white is 21:1 (dark channels use the linear segment)', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBe(21)
    expect(contrastRatio([10, 10, 10], [0, 0, 0])).toBeCloseTo(1.0607, 4)
  })

  it('lightens the dark-theme shade until it reaches AA', () => {
    expect(primaryPalette(hexToHsl('#0000ff')!)).toStrictEqual({
      base: { h: 240, s: 100, l: 50 },
      solidL: 50,
      brightL: 75,
    })
    expect(primaryPalette(hexToHsl('#ff0000')!)).toStrictEqual({
      base: { h: 0, s: 100, l: 50 },
      solidL: 43,
      brightL: 65,
    })
  })
})

describe('primaryContrast', () => {
  it('ratios rounded down to two decimals', () => {
    expect(primaryContrast('#0000ff')).toStrictEqual({
      light: 8.59,
      dark: 5.83,
      lightButton: 'hsl(240 100% 50%)',
      darkButton: 'hsl(240 100% 75%)',
      problem: null,
    })
    expect(primaryContrast('#000000')).toMatchObject({ light: 21, dark: 5.87 })
  })

  it('darkening by exactly the maximum is allowed, one more is not', () => {
    expect(primaryContrast('#00e33f')).toStrictEqual({
      light: 5.1,
      dark: 14.01,
      lightButton: 'hsl(137 100% 25%)',
      darkButton: 'hsl(137 100% 55%)',
      problem: null,
    })
    expect(primaryContrast('#00e93f')?.problem).toBe(
      'White text on this colour reaches only 1.62:1; buttons would need it 21% darker to reach the 4.5:1 WCAG AA minimum. Choose a darker colour.',
    )
  })
})

describe('mailConfig', () => {
  it('accepts smtp:// and smtps:// only, with its own message', () => {
    expect(mailConfig({ SMTP_URL: 'smtp://mail.example.org:587' })).toStrictEqual({
      transport: 'smtp',
      smtpUrl: 'smtp://mail.example.org:587',
      from: 'Scholarly Support <hello@scholarlysupport.co>',
    })
    for (const url of ['xsmtp://mail.example.org', 'smtpx://mail.example.org']) {
      expect(() => mailConfig({ SMTP_URL: url }), url).toThrow(
        'SMTP_URL must be an smtp:// or smtps:// URL',
      )
    }
  })
})

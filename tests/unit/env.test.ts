import { describe, expect, it } from 'vitest'

import { assertProductionSafeKeys } from '@/lib/env.server'
import {
  isLoopbackUrl,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '@/lib/supabase/local-defaults'
import { localKeys } from '@/supabase/local/keys'

describe('Supabase Local defaults', () => {
  it('match the keys Supabase Local signs', () => {
    expect(LOCAL_ANON_KEY).toBe(localKeys.anonKey)
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(localKeys.serviceRoleKey)
  })

  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost:54321', true],
    ['http://[::1]:54321', true],
    ['https://abc.supabase.co', false],
    ['http://127.example.com', false],
  ])('%s is loopback: %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected)
  })
})

describe('assertProductionSafeKeys', () => {
  const hosted = 'https://abcd.supabase.co'
  const realKeys = {
    anonKey: 'project-anon-key-xxxxxxxx',
    serviceRoleKey: 'project-service-key-xxxx',
  }

  it('refuses the well-known keys in production against a hosted URL', () => {
    expect(() =>
      assertProductionSafeKeys({
        nodeEnv: 'production',
        url: hosted,
        ...realKeys,
        anonKey: LOCAL_ANON_KEY,
      }),
    ).toThrow(/Refusing to start/)
    expect(() =>
      assertProductionSafeKeys({
        nodeEnv: 'production',
        url: hosted,
        ...realKeys,
        serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      }),
    ).toThrow(/Refusing to start/)
  })

  it('allows them on loopback and outside production', () => {
    const local = { anonKey: LOCAL_ANON_KEY, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY }
    expect(
      assertProductionSafeKeys({ nodeEnv: 'production', url: 'http://127.0.0.1:54321', ...local }),
    ).toBeUndefined()
    expect(
      assertProductionSafeKeys({ nodeEnv: 'development', url: hosted, ...local }),
    ).toBeUndefined()
  })

  it('accepts a project with its own keys', () => {
    expect(
      assertProductionSafeKeys({ nodeEnv: 'production', url: hosted, ...realKeys }),
    ).toBeUndefined()
  })
})

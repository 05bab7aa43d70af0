import { describe, expect, it } from 'vitest'

import { authForwardingFetch } from '@/lib/supabase/auth-forwarding'

const base = {
  supabaseUrl: 'https://project.supabase.co',
  anonKey: 'anon-key-0123456789abcdef',
  secretKey: 'sb_secret_0123456789abcdef',
  clientAddress: '203.0.113.9',
}

function recorder() {
  const calls: { url: string; headers: Headers }[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) })
    return new Response(null, { status: 204 })
  }
  return { calls, fetchImpl }
}

const anonHeaders = { apikey: base.anonKey, Authorization: `Bearer ${base.anonKey}` }

describe('authForwardingFetch', () => {
  it('sends Auth requests with the secret key and the client address', async () => {
    const { calls, fetchImpl } = recorder()
    const forwarding = authForwardingFetch({ ...base, fetchImpl })!
    await forwarding(`${base.supabaseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: anonHeaders,
    })
    expect(calls[0]?.headers.get('apikey')).toBe(base.secretKey)
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${base.secretKey}`)
    expect(calls[0]?.headers.get('sb-forwarded-for')).toBe(base.clientAddress)
  })

  it('keeps a user’s access token as the Authorization', async () => {
    const { calls, fetchImpl } = recorder()
    const forwarding = authForwardingFetch({ ...base, fetchImpl })!
    await forwarding(`${base.supabaseUrl}/auth/v1/user`, {
      headers: { apikey: base.anonKey, Authorization: 'Bearer user-access-token' },
    })
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer user-access-token')
  })

  it('leaves REST, Storage and other hosts alone', async () => {
    const { calls, fetchImpl } = recorder()
    const forwarding = authForwardingFetch({ ...base, fetchImpl })!
    for (const url of [
      `${base.supabaseUrl}/rest/v1/profiles`,
      `${base.supabaseUrl}/storage/v1/object/x`,
      `https://elsewhere.example/auth/v1/token`,
    ]) {
      await forwarding(url, { headers: anonHeaders })
    }
    for (const call of calls) {
      expect(call.headers.get('apikey')).toBe(base.anonKey)
      expect(call.headers.get('sb-forwarded-for')).toBeNull()
    }
  })

  it('is not used without a secret key or without a known address', () => {
    expect(authForwardingFetch({ ...base, secretKey: undefined })).toBeUndefined()
    expect(authForwardingFetch({ ...base, clientAddress: null })).toBeUndefined()
  })
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startHarness, type SupabaseLocalHarness } from '@/tests/support/supabase-local-harness.ts'

// Hosted Supabase's CORS answer (Kong's bare cors plugin): any origin gets `*`, never credentials.
let h: SupabaseLocalHarness

beforeAll(async () => {
  h = await startHarness()
})

afterAll(async () => {
  await h.stop()
})

const origins = ['https://evil.example', 'http://localhost:3000', 'null']
const endpoints = ['/rest/v1/', '/auth/v1/settings', '/storage/v1/bucket', '/auth/v1/health']

describe('CORS like hosted Supabase', () => {
  test.each(endpoints)('%s answers any Origin with * and no credentials', async (path) => {
    for (const origin of origins) {
      const res = await h.fetch(path, { headers: { Origin: origin } })
      await res.arrayBuffer()
      expect(res.headers.get('access-control-allow-origin'), origin).toBe('*')
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull()
      expect(res.headers.get('vary') ?? '', origin).not.toMatch(/origin/i)
    }
  })

  test.each(endpoints)(
    '%s preflight: 200, requested headers reflected, no credentials',
    async (path) => {
      const res = await fetch(`${h.local.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, x-supabase-api-version',
        },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'apikey, authorization, x-supabase-api-version',
      )
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
    },
  )

  test('errors carry the same CORS headers (a browser can read the 401)', async () => {
    const res = await h.fetch('/rest/v1/leads', {
      headers: { Origin: 'https://a.example', Authorization: 'Bearer not-a-jwt' },
    })
    await res.arrayBuffer()
    expect(res.status).toBe(401)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

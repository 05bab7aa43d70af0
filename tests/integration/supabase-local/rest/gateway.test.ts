import { createClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { signJwt } from '@/supabase/local/jwt.ts'
import { alice, startHarness } from './harness.ts'

const h = suiteHarness(startHarness)

const json = { 'Content-Type': 'application/json' }

describe('gateway', () => {
  test('missing apikey is treated as anon; unknown apikey is 401', async () => {
    const bare = await fetch(`${h.local.url}/rest/v1/rt_items?select=id&order=id`)
    expect(bare.status).toBe(200)
    const bad = await fetch(`${h.local.url}/rest/v1/rt_items`, { headers: { apikey: 'nope' } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your API key.',
    })
  })

  test('publishable and secret keys map to anon and service_role', async () => {
    const secret = createClient(h.local.url, h.local.keys.secretKey, {
      auth: { persistSession: false },
    })
    expect((await secret.from('rt_notes').select('id')).data).toHaveLength(2)
    const publishable = createClient(h.local.url, h.local.keys.publishableKey, {
      auth: { persistSession: false },
    })
    expect((await publishable.from('rt_notes').select('id')).data).toEqual([])
  })

  test('CORS preflight and exposed headers', async () => {
    const pre = await fetch(`${h.local.url}/rest/v1/rt_items`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    })
    expect(pre.status).toBe(200)
    expect(pre.headers.get('access-control-allow-origin')).toBe('*')
    expect(pre.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, prefer',
    )
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH')
    const res = await h.rest('/rt_items')
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })

  test('unknown service prefix is a Kong-like 404', async () => {
    const res = await fetch(`${h.local.url}/graphql/v1`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'no Route matched with those values' })
  })
})

describe('JWT', () => {
  test('bad signature and malformed tokens are 401 PGRST301', async () => {
    const forged = signJwt({ role: 'service_role' }, 'another-secret-another-secret-another-secret')
    for (const token of [forged, 'abc', 'a.b.c']) {
      const res = await h.rest('/rt_items', { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status, token).toBe(401)
      expect((await res.json()).code, token).toBe('PGRST301')
      expect(res.headers.get('www-authenticate')).toContain('invalid_token')
    }
  })

  test('expired token is 401 PGRST303 "JWT expired"', async () => {
    const client = h.userClient(alice, { exp: Math.floor(Date.now() / 1000) - 3600 })
    const { error, status } = await client.from('rt_items').select()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
  })

  test('unknown role claim is 401', async () => {
    const token = signJwt({ role: 'superman' }, h.local.jwtSecret)
    const res = await h.rest('/rt_items', { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe('22023')
  })
})

describe('protocol edges', () => {
  test('bodies over 1 MiB are 413', async () => {
    const res = await h.rest('/rt_items', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: 1, label: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(res.status).toBe(413)
  })

  test('unknown schema is 406 PGRST106', async () => {
    const { error, status } = await h.anon.schema('private').from('rt_items').select()
    expect(status).toBe(406)
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: private',
      hint: 'Only the following schemas are exposed: public, graphql_public',
    })
  })

  test('bad paths and methods', async () => {
    expect((await h.rest('/rt_items/1')).status).toBe(404)
    const patchRpc = await h.rest('/rpc/rt_add', { method: 'PATCH', headers: json, body: '{}' })
    expect(patchRpc.status).toBe(405)
    expect((await patchRpc.json()).code).toBe('PGRST101')
  })

  test('every error has the PostgREST body shape and Proxy-Status', async () => {
    const res = await h.rest('/rt_items?select=nope')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=42703')
    expect(Object.keys(await res.json()).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  test('schema cache reloads on NOTIFY pgrst and on demand for new tables', async () => {
    await h.local.pg.exec(
      'create table rt_late (id int primary key); grant select on rt_late to anon;',
    )
    const res = await h.rest('/rt_late')
    expect(res.status).toBe(200)
    await h.local.pg.exec("alter table rt_late add column name text; notify pgrst, 'reload schema'")
    await new Promise((resolve) => setTimeout(resolve, 100))
    const col = await h.rest('/rt_late?select=name')
    expect(col.status).toBe(200)
  })
})

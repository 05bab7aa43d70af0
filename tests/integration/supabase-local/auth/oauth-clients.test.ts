import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness } from './harness.ts'

const h = suiteHarness(() => startAuthHarness({ oauthServer: true }))

describe('OAuth server client registry (admin)', () => {
  test('register, read, update, regenerate the secret and delete a client', async () => {
    const oauth = h.service.auth.admin.oauth
    const created = await oauth.createClient({
      client_name: 'Study planner',
      redirect_uris: ['https://planner.example.com/callback', 'http://localhost:5173/cb'],
    })
    expect(created.error).toBeNull()
    const client = created.data
    expect(client).toMatchObject({
      client_name: 'Study planner',
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      registration_type: 'manual',
      redirect_uris: ['https://planner.example.com/callback', 'http://localhost:5173/cb'],
    })
    expect(client?.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { rows } = await h.local.pg.query<{ client_secret_hash: string }>(
      'select client_secret_hash from auth.oauth_clients where id = $1',
      [client?.client_id],
    )
    expect(rows[0]?.client_secret_hash).not.toContain(client?.client_secret as string)

    const fetched = await oauth.getClient(client?.client_id as string)
    expect(fetched.data?.client_id).toBe(client?.client_id)
    expect(fetched.data).not.toHaveProperty('client_secret')
    const updated = await oauth.updateClient(client?.client_id as string, {
      logo_uri: 'https://planner.example.com/logo.png',
    })
    expect(updated.data).toMatchObject({
      client_name: 'Study planner',
      logo_uri: 'https://planner.example.com/logo.png',
    })
    const regenerated = await oauth.regenerateClientSecret(client?.client_id as string)
    expect(regenerated.data?.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(regenerated.data?.client_secret).not.toBe(client?.client_secret)
    const listed = await oauth.listClients()
    expect(listed.data.clients.map((entry) => entry.client_id)).toContain(client?.client_id)

    expect((await oauth.deleteClient(client?.client_id as string)).error).toBeNull()
    const gone = await oauth.getClient(client?.client_id as string)
    expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' })
  })

  test('public clients have no secret; bad redirect URIs and empty updates are refused', async () => {
    const oauth = h.service.auth.admin.oauth
    const pub = await oauth.createClient({
      client_name: 'Mobile app',
      redirect_uris: ['com.example.app://callback'],
      token_endpoint_auth_method: 'none',
    })
    expect(pub.data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' })
    expect(pub.data).not.toHaveProperty('client_secret')
    const noSecret = await oauth.regenerateClientSecret(pub.data?.client_id as string)
    expect(noSecret.error?.message).toBe('Cannot regenerate secret for public client')

    const empty = await oauth.createClient({ client_name: 'Nothing', redirect_uris: [] })
    expect(empty.error).toMatchObject({ status: 400, message: 'redirect_uris is required' })
    const plainHttp = await oauth.createClient({
      client_name: 'Insecure',
      redirect_uris: ['http://planner.example.com/cb'],
    })
    expect(plainHttp.error?.message).toBe(
      "invalid redirect_uri 'http://planner.example.com/cb': HTTP scheme only allowed for localhost",
    )
    const nothing = await h.auth(`/admin/oauth/clients/${pub.data?.client_id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}` },
      body: '{}',
    })
    expect(nothing.status).toBe(400)
    expect(await nothing.json()).toMatchObject({ message: 'No fields provided for update' })
  })

  test('needs the service role, and answers 404 while the OAuth server is off', async () => {
    const anon = await h.auth('/admin/oauth/clients')
    expect(anon.status).toBe(403)
    const off = await startAuthHarness()
    try {
      const { error } = await off.service.auth.admin.oauth.listClients()
      expect(error).toMatchObject({ status: 404, message: 'OAuth server is disabled' })
    } finally {
      await off.stop()
    }
  })
})

import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { fragmentOf, startAuthHarness, uniqueEmail } from './harness.ts'

const h = suiteHarness(() => startAuthHarness({ autoConfirm: true, manualLinking: true }))

const landingUrl = 'http://localhost:3000/account'

// The local Google consent page, driven like a browser: linkIdentity's URL is the provider's
// page itself (GoTrue answers it as JSON), then its form posts to the callback.
async function consentAs(providerUrl: string, email: string): Promise<URL> {
  const page = await (await fetch(providerUrl)).text()
  const action = (/<form method="post" action="([^"]+)"/.exec(page)?.[1] as string).replace(
    /&amp;/g,
    '&',
  )
  const state = /name="state" value="([^"]+)"/.exec(page)?.[1] as string
  const response = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, action: 'allow', email, name: 'Linked Google' }),
  })
  return new URL(response.headers.get('location') as string)
}

describe('manual identity linking', () => {
  test('links a Google identity to the signed-in user, then unlinks it', async () => {
    const client = h.client()
    const email = uniqueEmail('linker')
    const { data: signedUp } = await client.auth.signUp({ email, password: 'Passw0rdOK' })
    const userId = signedUp.user?.id as string
    const { data, error } = await client.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: landingUrl, skipBrowserRedirect: true },
    })
    expect(error).toBeNull()
    const googleEmail = uniqueEmail('linked.google')
    const landing = await consentAs(data.url as string, googleEmail)
    expect(landing.origin + landing.pathname).toBe(landingUrl)
    // The callback signs in the user the identity joined, not a new one.
    const token = fragmentOf(landing).get('access_token') as string
    const linkedUser = await client.auth.getUser(token)
    expect(linkedUser.data.user?.id).toBe(userId)
    expect(linkedUser.data.user?.email).toBe(email)
    expect(linkedUser.data.user?.app_metadata.providers).toEqual(['email', 'google'])

    const { data: identities } = await client.auth.getUserIdentities()
    const google = identities?.identities.find((identity) => identity.provider === 'google')
    expect(google?.identity_data?.email).toBe(googleEmail)

    // The same Google account cannot join a second user.
    const other = h.client()
    await other.auth.signUp({ email: uniqueEmail('other'), password: 'Passw0rdOK' })
    const second = await other.auth.linkIdentity({
      provider: 'google',
      options: { redirectTo: landingUrl, skipBrowserRedirect: true },
    })
    const refused = await consentAs(second.data.url as string, googleEmail)
    expect(Object.fromEntries(fragmentOf(refused))).toMatchObject({
      error_code: 'identity_already_exists',
      error_description: 'Identity is already linked to another user',
    })

    const unlinked = await client.auth.unlinkIdentity(google as NonNullable<typeof google>)
    expect(unlinked.error).toBeNull()
    const { data: after } = await h.service.auth.admin.getUserById(userId)
    expect(after.user?.identities?.map((identity) => identity.provider)).toEqual(['email'])
    expect(after.user?.app_metadata.providers).toEqual(['email'])
    const { data: left } = await client.auth.getUserIdentities()
    const last = await client.auth.unlinkIdentity(left?.identities[0] as NonNullable<typeof google>)
    expect(last.error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    })
  })

  test('with manual linking off (the default) both routes answer 404', async () => {
    const off = await startAuthHarness({ autoConfirm: true })
    try {
      const client = off.client()
      await client.auth.signUp({ email: uniqueEmail('nolink'), password: 'Passw0rdOK' })
      const link = await client.auth.linkIdentity({
        provider: 'google',
        options: { skipBrowserRedirect: true },
      })
      expect(link.error).toMatchObject({
        status: 404,
        code: 'manual_linking_disabled',
        message: 'Manual linking is disabled',
      })
      const { data } = await client.auth.getUserIdentities()
      const [identity] = data?.identities ?? []
      const unlink = await client.auth.unlinkIdentity(identity as NonNullable<typeof identity>)
      expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' })
    } finally {
      await off.stop()
    }
  })
})

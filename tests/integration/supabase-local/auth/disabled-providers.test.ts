import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness } from './harness.ts'

const h = suiteHarness(startAuthHarness)

describe('features without a provider here', () => {
  test('SAML single sign-on answers that SAML 2.0 is disabled', async () => {
    const { data, error } = await h.client({ flowType: 'pkce' }).auth.signInWithSSO({
      domain: 'example.com',
      options: { redirectTo: 'http://localhost:3000/auth/callback' },
    })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    })
    const metadata = await h.auth('/sso/saml/metadata')
    expect(metadata.status).toBe(404)
  })

  test('phone codes: the number is checked, and no code is ever valid without SMS', async () => {
    const auth = h.client().auth
    const invalid = await auth.verifyOtp({ phone: '12-invalid', token: '123456', type: 'sms' })
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    })
    const unknown = await auth.verifyOtp({
      phone: '+1 555 555 0100',
      token: '123456',
      type: 'phone_change',
    })
    expect(unknown.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })
    expect(unknown.data).toEqual({ user: null, session: null })
  })

  test('Web3 wallet sign-in answers that the provider is disabled', async () => {
    const { data, error } = await h.client().auth.signInWithWeb3({
      chain: 'ethereum',
      message: 'localhost wants you to sign in',
      signature: '0x00',
    })
    expect(data).toEqual({ user: null, session: null })
    expect(error).toMatchObject({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    })
  })

  test('passkeys are off by default: /passkeys answers 404 and settings say so', async () => {
    const settings = await h.auth('/settings')
    expect(await settings.json()).toMatchObject({ passkeys_enabled: false })
    for (const [method, path] of [
      ['POST', '/passkeys/authentication/options'],
      ['POST', '/passkeys/registration/options'],
      ['GET', '/passkeys'],
    ]) {
      const response = await h.auth(path as string, { method })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        code: 'passkey_disabled',
        message: 'Passkeys are disabled',
      })
    }
  })
})

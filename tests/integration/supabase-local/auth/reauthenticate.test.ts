import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { startAuthHarness, uniqueEmail } from './harness.ts'
import { expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(() => startAuthHarness({ autoConfirm: true, securePasswordChange: true }))

async function signedUp() {
  const client = h.client()
  const email = uniqueEmail('reauth')
  const { data } = await client.auth.signUp({ email, password: 'Passw0rdOK' })
  return { client, email, userId: data.user?.id as string }
}

// A session over a day old, as if signed in yesterday.
async function ageSessions(userId: string) {
  await h.local.pg.query(
    `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
    [userId],
  )
}

const codeOf = (text: string) => /Enter the code: (\d{6})/.exec(text)?.[1] as string

describe('reauthentication', () => {
  test('mails a code, and a day-old session changes its password only with that nonce', async () => {
    const { client, email, userId } = await signedUp()
    // A recent session needs no nonce.
    expect((await client.auth.updateUser({ password: 'Passw0rdTwo' })).error).toBeNull()

    await ageSessions(userId)
    const needed = await client.auth.updateUser({ password: 'Passw0rdThree' })
    expect(needed.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    })
    const sent = await client.auth.reauthenticate()
    expect(sent.error).toBeNull()
    expect(sent.data).toEqual({ user: null, session: null })
    const mail = await h.mail.latest(email)
    expect(mail).toMatchObject({
      subject: 'Confirm reauthentication',
      kind: 'auth.reauthentication',
    })
    expect(mail.links).toEqual([])
    const nonce = codeOf(mail.text)
    const { data: user } = await h.service.auth.admin.getUserById(userId)
    // GoTrue's user JSON has the field; supabase-js's User type leaves it out.
    expectRecentTimestamp(
      (user.user as unknown as { reauthentication_sent_at?: string }).reauthentication_sent_at,
    )

    const wrong = await client.auth.updateUser({
      password: 'Passw0rdThree',
      nonce: nonce === '000000' ? '111111' : '000000',
    })
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    })
    const changed = await client.auth.updateUser({ password: 'Passw0rdThree', nonce })
    expect(changed.error).toBeNull()
    const signedIn = await h.client().auth.signInWithPassword({ email, password: 'Passw0rdThree' })
    expect(signedIn.error).toBeNull()
    // A nonce is used once.
    await ageSessions(userId)
    const reused = await client.auth.updateUser({ password: 'Passw0rdFour', nonce })
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })
  })

  test('codes are spaced per address, and need a signed-in user with an address', async () => {
    const spaced = await startAuthHarness({
      autoConfirm: true,
      rateLimits: { emailFrequencySeconds: 60 },
    })
    try {
      const client = spaced.client()
      await client.auth.signUp({ email: uniqueEmail('spaced'), password: 'Passw0rdOK' })
      expect((await client.auth.reauthenticate()).error).toBeNull()
      const again = await client.auth.reauthenticate()
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    } finally {
      await spaced.stop()
    }
    const anonymous = await startAuthHarness({ anonymousSignIns: true })
    try {
      const guest = anonymous.client()
      await guest.auth.signInAnonymously()
      const refused = await guest.auth.reauthenticate()
      expect(refused.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Reauthentication requires the user to have an email or a phone number',
      })
    } finally {
      await anonymous.stop()
    }
    const noToken = await h.auth('/reauthenticate')
    expect(noToken.status).toBe(403)
  })
})

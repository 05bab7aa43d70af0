import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { suiteHarness } from '@/tests/support/supabase-local-harness.ts'
import { follow, fragmentOf, startAuthHarness, uniqueEmail } from './harness.ts'
import { expectRecentTimestamp } from '../../../support/exact-values'

const h = suiteHarness(startAuthHarness)

const welcome = 'http://localhost:3000/welcome'

// GoTrue's token hash: hex SHA-224 of the address and the code.
const sha224 = (text: string) => createHash('sha224').update(text).digest('hex')

describe('admin generate_link', () => {
  test('signup: a new unconfirmed user, a link and code that confirm it, no mail sent', async () => {
    const email = uniqueEmail('gen-signup')
    const { data, error } = await h.service.auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'Passw0rdOK',
      options: { data: { plan: 'alpha' }, redirectTo: welcome },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { plan: 'alpha' } })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const props = data.properties
    expect(props?.verification_type).toBe('signup')
    expect(props?.redirect_to).toBe(welcome)
    expect(props?.email_otp).toMatch(/^\d{6}$/)
    expect(props?.hashed_token).toBe(sha224(email + (props?.email_otp as string)))
    const link = new URL(props?.action_link as string)
    expect(link.pathname).toBe('/auth/v1/verify')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: props?.hashed_token,
      type: 'signup',
      redirect_to: welcome,
    })
    expect(await h.mail.list(email)).toHaveLength(0)

    const landing = await follow(props?.action_link as string)
    expect(landing.origin + landing.pathname).toBe(welcome)
    expect(fragmentOf(landing).get('type')).toBe('signup')
    const signedIn = await h.client().auth.signInWithPassword({ email, password: 'Passw0rdOK' })
    expect(signedIn.error).toBeNull()
    expectRecentTimestamp(signedIn.data.user?.email_confirmed_at)
  })

  test('signup needs a password; a confirmed address is email_exists; bad emails are refused', async () => {
    const admin = h.service.auth.admin
    const missing = await admin.generateLink({
      type: 'signup',
      email: uniqueEmail('nopass'),
      password: '',
    })
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    })
    const taken = await admin.generateLink({
      type: 'signup',
      email: 'student@scholarlysupport.co',
      password: 'Passw0rdOK',
    })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
    const invalid = await admin.generateLink({ type: 'signup', email: 'nope', password: 'x' })
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format')
    expect(invalid.data).toEqual({ properties: null, user: null })
  })

  test('magiclink signs in an existing user and signs up an unknown address', async () => {
    const email = uniqueEmail('gen-magic')
    const userId = await h.createUser({ email })
    const known = await h.service.auth.admin.generateLink({ type: 'magiclink', email })
    expect(known.data.user?.id).toBe(userId)
    expect(known.data.properties?.verification_type).toBe('magiclink')
    const verified = await h.client().auth.verifyOtp({
      email,
      token: known.data.properties?.email_otp as string,
      type: 'magiclink',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(userId)

    const fresh = uniqueEmail('gen-magic-new')
    const unknown = await h.service.auth.admin.generateLink({ type: 'magiclink', email: fresh })
    expect(unknown.error).toBeNull()
    expect(unknown.data.properties?.verification_type).toBe('signup')
    expect(unknown.data.user?.email).toBe(fresh)
  })

  test('recovery and email change need an existing user; email change links confirm it', async () => {
    const admin = h.service.auth.admin
    const nobody = await admin.generateLink({ type: 'recovery', email: uniqueEmail('ghost') })
    expect(nobody.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    })
    const email = uniqueEmail('gen-change')
    const userId = await h.createUser({ email })
    const newEmail = uniqueEmail('gen-changed')
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail })
    expect(current.error).toBeNull()
    expect(current.data.user?.new_email).toBe(newEmail)
    expect(current.data.properties?.action_link).toMatch(/[?&]type=email_change(&|$)/)
    const next = await admin.generateLink({ type: 'email_change_new', email, newEmail })
    const nextLink = new URL(next.data.properties?.action_link as string)
    expect(nextLink.searchParams.get('token')).toBe(
      sha224(newEmail + (next.data.properties?.email_otp as string)),
    )
    await follow(current.data.properties?.action_link as string)
    await follow(next.data.properties?.action_link as string)
    const { data } = await admin.getUserById(userId)
    expect(data.user?.email).toBe(newEmail)

    const duplicate = await admin.generateLink({
      type: 'email_change_new',
      email: newEmail,
      newEmail: 'admin@scholarlysupport.co',
    })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })
    const unknownType = await h.auth('/admin/generate_link', {
      method: 'POST',
      headers: { Authorization: `Bearer ${h.local.serviceRoleKey}` },
      body: JSON.stringify({ type: 'sms', email }),
    })
    expect(unknownType.status).toBe(400)
    expect(await unknownType.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: sms',
    })
  })

  test('only the service role may generate links', async () => {
    const response = await h.auth('/admin/generate_link', {
      method: 'POST',
      body: JSON.stringify({ type: 'magiclink', email: uniqueEmail('anon') }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'not_admin' })
  })
})

describe('admin invite', () => {
  test('creates the user, mails the invite to the outbox, and the link confirms it', async () => {
    const email = uniqueEmail('invitee')
    const { data, error } = await h.service.auth.admin.inviteUserByEmail(email, {
      data: { team: 'tutors' },
      redirectTo: welcome,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'tutors' } })
    expectRecentTimestamp(data.user?.invited_at)
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const mail = await h.mail.latest(email)
    expect(mail).toMatchObject({ subject: 'You have been invited', kind: 'auth.invite' })
    const link = mail.links[0] as string
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    const landing = await follow(link)
    expect(landing.origin + landing.pathname).toBe(welcome)
    expect(fragmentOf(landing).get('type')).toBe('invite')
    const { data: after } = await h.service.auth.admin.getUserById(data.user?.id as string)
    expectRecentTimestamp(after.user?.email_confirmed_at)
  })

  test('a confirmed address cannot be invited; an invalid one is refused', async () => {
    const admin = h.service.auth.admin
    const taken = await admin.inviteUserByEmail('member@scholarlysupport.co')
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
    const invalid = await admin.inviteUserByEmail('not-an-email')
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format')
    expect(invalid.data.user).toBeNull()
  })
})

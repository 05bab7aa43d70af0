import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { WEAK_PASSWORD } from '@/lib/actions/auth/auth-failure'
import type { updatePasswordAction } from '@/lib/actions/auth/update-password'
import type { changeEmailAction } from '@/lib/actions/profile/change-email'
import type { deleteAccountAction } from '@/lib/actions/profile/delete-account'
import type { saveAvatarAction } from '@/lib/actions/profile/save-avatar'
import type { updateProfileAction } from '@/lib/actions/profile/update-profile'

import { pngBytes, startProfileHarness, type Member, type ProfileHarness } from './harness'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { cookieJar as jar } from '../../../support/next-headers'

// Supabase itself is the real local server; only the Next request is stood in for.
vi.mock('next/headers', () => import('../../../support/next-headers'))

let harness: ProfileHarness
let actions: {
  updateProfile: typeof updateProfileAction
  changeEmail: typeof changeEmailAction
  saveAvatar: typeof saveAvatarAction
  deleteAccount: typeof deleteAccountAction
  updatePassword: typeof updatePasswordAction
}

const profileInput = {
  fullName: 'Sam Renamed',
  country: 'Canada',
  university: 'McGill University',
  studyLevel: 'phd',
  timeZone: 'America/Toronto',
}

async function signInAs(member: Member | null) {
  jar.clear()
  if (!member) return
  const { createClient } = await import('@/lib/supabase/server')
  const supabase = await createClient()
  const { error } = await supabase.auth.signInWithPassword(member)
  expect(error).toBeNull()
}

// lib/env reads the Supabase URL when first imported, so the actions load once the server has a port.
beforeAll(async () => {
  harness = await startProfileHarness()
  pointAppAtSupabaseLocal(harness.local)
  actions = {
    updateProfile: (await import('@/lib/actions/profile/update-profile')).updateProfileAction,
    changeEmail: (await import('@/lib/actions/profile/change-email')).changeEmailAction,
    saveAvatar: (await import('@/lib/actions/profile/save-avatar')).saveAvatarAction,
    deleteAccount: (await import('@/lib/actions/profile/delete-account')).deleteAccountAction,
    updatePassword: (await import('@/lib/actions/auth/update-password')).updatePasswordAction,
  }
})

afterAll(async () => {
  await harness?.stop()
})

describe('profile actions without a signed-in user', () => {
  it("answer 'No user logged in' to valid input", async () => {
    await signInAs(null)
    const noUser = { ok: false, error: 'No user logged in' }
    expect(await actions.updateProfile(profileInput)).toEqual(noUser)
    expect(await actions.changeEmail({ email: 'new@example.com' })).toEqual(noUser)
    expect(await actions.saveAvatar({ path: `${crypto.randomUUID()}/avatar-1.png` })).toEqual(
      noUser,
    )
    expect(await actions.deleteAccount({ confirmation: 'DELETE' })).toEqual(noUser)
  })

  it('reject bad input with field errors before anything else', async () => {
    const result = await actions.updateProfile({
      ...profileInput,
      fullName: '',
      timeZone: 'Nowhere',
    })
    expect(result).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: {
        fullName: ['Enter your full name'],
        timeZone: ['Choose a time zone from the list'],
      },
    })
    expect(await actions.deleteAccount({ confirmation: 'delete' })).toMatchObject({
      fieldErrors: { confirmation: ['Type DELETE to confirm'] },
    })
  })
})

describe('profile actions for a member', () => {
  it('save the profile and copy the name to the session', async () => {
    const sam = await harness.createMember('sam')
    await signInAs(sam)
    expect(await actions.updateProfile(profileInput)).toEqual({ ok: true, data: undefined })
    const { rows } = await harness.local.pg.query(
      'select full_name, country, university, study_level, time_zone from public.profiles where user_id = $1',
      [sam.id],
    )
    expect(rows).toEqual([
      {
        full_name: 'Sam Renamed',
        country: 'Canada',
        university: 'McGill University',
        study_level: 'phd',
        time_zone: 'America/Toronto',
      },
    ])
    const { data } = await harness.admin.auth.admin.getUserById(sam.id)
    expect(data.user?.user_metadata.full_name).toBe('Sam Renamed')
  })

  it('start an email change, refusing the current address', async () => {
    const sam = await harness.createMember('sam')
    await signInAs(sam)
    expect(await actions.changeEmail({ email: sam.email.toUpperCase() })).toMatchObject({
      ok: false,
      fieldErrors: { email: ['That is already your email address'] },
    })
    const next = `renamed.${sam.email}`
    expect(await actions.changeEmail({ email: next })).toEqual({ ok: true, data: { email: next } })
    const { data } = await harness.admin.auth.admin.getUserById(sam.id)
    expect(data.user?.new_email).toBe(next)
    expect(data.user?.email).toBe(sam.email)
    // The confirmation link comes back through the callback to the profile page.
    const outbox = await fetch(
      `${harness.local.url}/mail/api/messages?to=${encodeURIComponent(next)}`,
    )
    const [message] = ((await outbox.json()) as { messages: { text: string }[] }).messages
    const link = new URL(message?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing.invalid')
    expect(link.searchParams.get('redirect_to')).toBe(
      'http://localhost:3000/auth/callback?next=%2Fprofile',
    )
    // Secure email change: Auth answers the first link with a message and no code; the callback
    // sends the member back to the profile to follow the other one, not to an error.
    const first = await fetch(link, { redirect: 'manual' })
    const returned = new URL(first.headers.get('location') ?? 'http://missing.invalid')
    expect(returned.searchParams.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    const { GET: callback } = await import('@/app/auth/callback/route')
    const back = await callback(new NextRequest(returned.href.split('#')[0]!))
    expect(back.headers.get('location')).toBe('/profile?email-change=first-link-followed')
    const halfway = await harness.admin.auth.admin.getUserById(sam.id)
    expect(halfway.data.user?.email).toBe(sam.email)
    const old = await fetch(
      `${harness.local.url}/mail/api/messages?to=${encodeURIComponent(sam.email)}`,
    )
    const mails = ((await old.json()) as { messages: { text: string }[] }).messages
    const second = mails.find(({ text }) => text.includes('type=email_change'))
    const secondLink = second?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing.invalid'
    const done = await fetch(secondLink, { redirect: 'manual' })
    expect(new URL(done.headers.get('location')!).searchParams.has('code')).toBe(true)
    const changed = await harness.admin.auth.admin.getUserById(sam.id)
    expect(changed.data.user?.email).toBe(next)
  })

  it('adopt an uploaded avatar, and only from the member folder', async () => {
    const sam = await harness.createMember('sam')
    await signInAs(sam)
    const path = `${sam.id}/avatar-10.png`
    await sam.client.storage.from('avatars').upload(path, pngBytes(), { contentType: 'image/png' })
    const result = await actions.saveAvatar({ path })
    expect(result).toMatchObject({ ok: true, data: { avatarUrl: expect.stringContaining(path) } })
    // The session's copy too, so the header shows the new picture without a profile read.
    const { data } = await harness.admin.auth.admin.getUserById(sam.id)
    expect(data.user?.user_metadata.avatar_url).toBe(result.ok ? result.data.avatarUrl : null)
    const other = await actions.saveAvatar({ path: `${crypto.randomUUID()}/avatar-10.png` })
    expect(other).toMatchObject({ ok: false, error: 'That image is not in your avatar folder' })
  })

  it('change the password', async () => {
    const sam = await harness.createMember('sam')
    await signInAs(sam)
    // A weak one is Auth's to refuse, in its own words, with the field marked.
    const weak = await actions.updatePassword({ password: 'short', confirmPassword: 'short' })
    expect(weak).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Password should be at least 8 characters/) as unknown,
      fieldErrors: { password: [WEAK_PASSWORD] },
    })
    const password = 'Another1234pass'
    expect(await actions.updatePassword({ password, confirmPassword: password })).toEqual({
      ok: true,
      data: undefined,
    })
    const { error } = await harness.anon.auth.signInWithPassword({ email: sam.email, password })
    expect(error).toBeNull()
  })

  it('delete the account and end the session', async () => {
    const sam = await harness.createMember('sam')
    await signInAs(sam)
    expect([...jar.keys()].some((name) => name.includes('auth-token'))).toBe(true)
    expect(await actions.deleteAccount({ confirmation: 'DELETE' })).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await harness.admin.auth.admin.getUserById(sam.id)).data.user).toBeNull()
    expect([...jar.keys()].some((name) => name.includes('auth-token'))).toBe(false)
  })
})

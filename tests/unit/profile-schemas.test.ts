import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  AVATAR_MAX_BYTES,
  DELETE_CONFIRMATION,
  avatarFileSchema,
  avatarPath,
  changeEmailSchema,
  deleteAccountSchema,
  isTimeZone,
  profileSchema,
  saveAvatarSchema,
} from '@/lib/validation/profile'

const problems = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const profile = {
  fullName: ' Ada Lovelace ',
  country: '',
  university: '',
  studyLevel: '',
  timeZone: '',
}
const check = (changes: Record<string, unknown>) =>
  problems(profileSchema.safeParse({ ...profile, ...changes }))

describe('profile schemas', () => {
  it('takes a profile with only a name, trimmed', () => {
    expect(profileSchema.parse(profile).fullName).toBe('Ada Lovelace')
    expect(check({ country: 'Canada', studyLevel: 'phd', timeZone: 'Europe/London' })).toEqual([])
    expect(check({ university: ' x '.repeat(66) })).toEqual([])
  })

  it('names every problem in plain words', () => {
    expect(
      check({
        fullName: ' A ',
        country: 'France',
        university: 'x'.repeat(201),
        studyLevel: 'postdoc',
        timeZone: 'Nowhere/City',
      }),
    ).toEqual([
      'fullName: Enter your full name',
      'country: Choose a country from the list',
      'university: Use at most 200 characters',
      'studyLevel: Choose a study level from the list',
      'timeZone: Choose a time zone from the list',
    ])
    expect(check({ fullName: 'x'.repeat(101) })).toEqual(['fullName: Use at most 100 characters'])
    expect(check({ fullName: 'x'.repeat(100), university: 'x'.repeat(200) })).toEqual([])
  })

  it('knows time zones up to 64 characters, and not the empty one', () => {
    expect(isTimeZone('America/Argentina/ComodRivadavia')).toBe(true)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(`Europe/${'x'.repeat(58)}`)).toBe(false)
    expect(isTimeZone('Nowhere/City')).toBe(false)
  })

  it('changes the email with the sign-in rules', () => {
    expect(changeEmailSchema.parse({ email: ' ada@example.org ' })).toStrictEqual({
      email: 'ada@example.org',
    })
    expect(problems(changeEmailSchema.safeParse({ email: 'ada' }))).toEqual([
      'email: Enter a valid email address',
    ])
  })

  it('deletes the account only when DELETE is typed', () => {
    expect(DELETE_CONFIRMATION).toBe('DELETE')
    expect(deleteAccountSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true)
    expect(problems(deleteAccountSchema.safeParse({ confirmation: 'delete' }))).toEqual([
      'confirmation: Type DELETE to confirm',
    ])
  })
})

describe('avatar schemas', () => {
  it('takes JPEG, PNG, WebP or GIF images of up to 2 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152)
    const avatar = (type: string, size: number) =>
      problems(avatarFileSchema.safeParse({ type, size }))
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(avatar(type, AVATAR_MAX_BYTES)).toEqual([])
    }
    expect(avatar('image/svg+xml', 1)).toEqual(['type: Choose a JPEG, PNG, WebP or GIF image'])
    expect(avatar('image/png', 0)).toEqual(['size: The image is empty'])
    expect(avatar('image/png', AVATAR_MAX_BYTES + 1)).toEqual([
      'size: Choose an image of 2 MB or less',
    ])
  })

  it("stores the avatar in the member's own folder", () => {
    const user = '0a1b2c3d-0000-4000-8000-000000000001'
    expect(avatarPath(user, 'image/webp', 1_700_000_000_000)).toBe(
      `${user}/avatar-1700000000000.webp`,
    )
    const save = (path: string) => problems(saveAvatarSchema.safeParse({ path }))
    expect(save(`${user}/avatar-1700000000000.jpg`)).toEqual([])
    expect(save(`${user}/avatar-${'1'.repeat(15)}.gif`)).toEqual([])
    for (const path of [
      `x${user}/avatar-1.jpg`,
      `${user}/avatar-1.jpgx`,
      `${user.slice(1)}/avatar-1.jpg`,
      `${'x'.repeat(36)}/avatar-1.jpg`,
      `${user}/avatar-${'1'.repeat(16)}.jpg`,
      `${user}/avatar-.jpg`,
      `${user}/avatar-a.jpg`,
      `${user}/avatar-1.svg`,
    ]) {
      expect(save(path)).toEqual(['path: The upload did not arrive; try again'])
    }
  })
})

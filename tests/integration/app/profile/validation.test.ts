import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { toProfileColumns } from '@/lib/actions/profile/save-profile'
import {
  AVATAR_MAX_BYTES,
  avatarFileSchema,
  avatarPath,
  changeEmailSchema,
  deleteAccountSchema,
  isTimeZone,
  profileSchema,
  saveAvatarSchema,
} from '@/lib/validation/profile'

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input)
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors
}

const valid = {
  fullName: 'Sam Student',
  country: 'United Kingdom',
  university: 'University of Leeds',
  studyLevel: 'masters',
  timeZone: 'Europe/London',
}

describe('profile schema', () => {
  it('accepts a complete profile and trims text', () => {
    const parsed = profileSchema.parse({
      ...valid,
      fullName: '  Sam Student ',
      university: ' UCL ',
    })
    expect(parsed).toMatchObject({ fullName: 'Sam Student', university: 'UCL' })
  })

  it('accepts empty optional choices and stores them as null', () => {
    const parsed = profileSchema.parse({
      ...valid,
      country: '',
      university: '',
      studyLevel: '',
      timeZone: '',
    })
    expect(toProfileColumns(parsed)).toEqual({
      full_name: 'Sam Student',
      country: null,
      university: null,
      study_level: null,
      time_zone: null,
    })
  })

  it('rejects bad input with an error on each field', () => {
    const errors = fieldErrors(profileSchema, {
      fullName: ' ',
      country: 'France',
      university: 'x'.repeat(201),
      studyLevel: 'postdoc',
      timeZone: 'Mars/Olympus_Mons',
    })
    expect(errors).toEqual({
      fullName: ['Enter your full name'],
      country: ['Choose a country from the list'],
      university: ['Use at most 200 characters'],
      studyLevel: ['Choose a study level from the list'],
      timeZone: ['Choose a time zone from the list'],
    })
  })

  it('offers exactly the study levels the database allows', () => {
    for (const level of ['high_school', 'undergraduate', 'masters', 'phd', 'professional', 'other'])
      expect(profileSchema.safeParse({ ...valid, studyLevel: level }).success).toBe(true)
  })

  it('knows IANA zones and their aliases, and nothing else', () => {
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Australia/Sydney')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Europe/Nowhere')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('email, deletion and avatar schemas', () => {
  it('requires a valid new email address', () => {
    expect(fieldErrors(changeEmailSchema, { email: 'not-an-email' })).toEqual({
      email: ['Enter a valid email address'],
    })
    expect(changeEmailSchema.parse({ email: ' new@example.com ' })).toEqual({
      email: 'new@example.com',
    })
  })

  it('deletes only when DELETE is typed exactly', () => {
    expect(deleteAccountSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true)
    for (const confirmation of ['delete', 'DELETE ', '', 'yes'])
      expect(fieldErrors(deleteAccountSchema, { confirmation })).toEqual({
        confirmation: ['Type DELETE to confirm'],
      })
  })

  it('takes JPEG, PNG, WebP and GIF images up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(avatarFileSchema.safeParse({ type, size: 1000 }).success).toBe(true)
    expect(fieldErrors(avatarFileSchema, { type: 'image/svg+xml', size: 1000 })).toEqual({
      type: ['Choose a JPEG, PNG, WebP or GIF image'],
    })
    expect(
      fieldErrors(avatarFileSchema, { type: 'image/png', size: AVATAR_MAX_BYTES + 1 }),
    ).toEqual({ size: ['Choose an image of 2 MB or less'] })
    expect(avatarFileSchema.safeParse({ type: 'image/png', size: AVATAR_MAX_BYTES }).success).toBe(
      true,
    )
  })

  it('puts avatars in the member folder with a timestamped name the server accepts', () => {
    const userId = '3f0c1c55-0d2c-4b43-9d3a-0a1f7c1e2b3c'
    const path = avatarPath(userId, 'image/jpeg', 1_700_000_000_000)
    expect(path).toBe(`${userId}/avatar-1700000000000.jpg`)
    expect(saveAvatarSchema.safeParse({ path }).success).toBe(true)
    for (const bad of [`${userId}/../other/avatar-1.png`, `${userId}/avatar-1.svg`, 'avatar-1.png'])
      expect(saveAvatarSchema.safeParse({ path: bad }).success).toBe(false)
  })
})

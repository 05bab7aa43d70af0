import { z } from 'zod'

import { forgotPasswordSchema } from '@/lib/validation/auth'

/** profiles.country is free text (at most 100 characters); the form offers these. */
export const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Australia',
  'Canada',
  'Other',
] as const

/** The values profiles.study_level's check constraint allows, with their labels. */
export const STUDY_LEVEL_LABELS = {
  high_school: 'High school',
  undergraduate: 'Undergraduate',
  masters: "Master's",
  phd: 'PhD',
  professional: 'Professional',
  other: 'Other',
} as const

export type StudyLevel = keyof typeof STUDY_LEVEL_LABELS

export const STUDY_LEVELS = Object.keys(STUDY_LEVEL_LABELS) as [StudyLevel, ...StudyLevel[]]

/** Whether this runtime's Intl knows the zone (accepts IANA names and their aliases). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const profileSchema = z.object({
  fullName: z.string().trim().min(2, 'Enter your full name').max(100, 'Use at most 100 characters'),
  country: z.union([z.enum(COUNTRIES), z.literal('')], { error: 'Choose a country from the list' }),
  university: z.string().trim().max(200, 'Use at most 200 characters'),
  studyLevel: z.union([z.enum(STUDY_LEVELS), z.literal('')], {
    error: 'Choose a study level from the list',
  }),
  timeZone: z
    .string()
    .refine((value) => value === '' || isTimeZone(value), 'Choose a time zone from the list'),
})

export type ProfileInput = z.infer<typeof profileSchema>

export const changeEmailSchema = z.object({ email: forgotPasswordSchema.shape.email })

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

export const DELETE_CONFIRMATION = 'DELETE'

export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .refine(
      (value): boolean => value === DELETE_CONFIRMATION,
      `Type ${DELETE_CONFIRMATION} to confirm`,
    ),
})

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** The 'avatars' bucket allows these types up to 2 MB; the form and the server check them too. */
export const AVATAR_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const

export type AvatarType = keyof typeof AVATAR_TYPES

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

const avatarTypes = Object.keys(AVATAR_TYPES) as [AvatarType, ...AvatarType[]]

export const avatarFileSchema = z.object({
  type: z.enum(avatarTypes, { error: 'Choose a JPEG, PNG, WebP or GIF image' }),
  size: z
    .number()
    .positive('The image is empty')
    .max(AVATAR_MAX_BYTES, 'Choose an image of 2 MB or less'),
})

/** Where a member's avatar goes: their own folder, as the bucket's policies require. */
export function avatarPath(userId: string, type: AvatarType, now = Date.now()): string {
  return `${userId}/avatar-${now}.${AVATAR_TYPES[type]}`
}

export const saveAvatarSchema = z.object({
  path: z
    .string()
    .regex(
      /^[0-9a-f-]{36}\/avatar-\d{1,15}\.(jpg|png|webp|gif)$/,
      'The upload did not arrive; try again',
    ),
})

export type SaveAvatarInput = z.infer<typeof saveAvatarSchema>

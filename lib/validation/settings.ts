import { z } from 'zod'

import { bodyFonts } from '@/lib/theme/body-fonts'
import { primaryContrast } from '@/lib/theme/primary-contrast'

const HEX = /^#[0-9a-f]{6}$/i

/** A primary colour as #rrggbb whose primary buttons reach WCAG AA (the reason when not). */
export const primaryColorSchema = z
  .string()
  .regex(HEX, 'Enter the colour as # and six hex digits, e.g. #007bff.')
  .superRefine((hex, context) => {
    const problem = primaryContrast(hex)?.problem
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

export const fontFamilySchema = z.enum(Object.keys(bodyFonts) as [keyof typeof bodyFonts], {
  error: 'Choose one of the fonts the site hosts.',
})

/** The known settings' rules; other keys take any JSON value. */
const knownValues: Record<string, z.ZodType> = {
  primary_color: primaryColorSchema,
  font_family: fontFamilySchema,
}

const jsonValue = z.json()

/** One site setting to save: its key and any JSON value (stored as JSON text). */
export const updateSettingSchema = z
  .object({
    key: z.string().trim().min(1, 'Choose a setting.').max(100, 'That setting key is too long.'),
    // z.json() passes its error only to the string branch of its union, so a value that is not
    // JSON would read "Invalid input"; checking it as one custom rule shows this text instead.
    value: z.custom<z.infer<typeof jsonValue>>((value) => jsonValue.safeParse(value).success, {
      error: 'The value must be plain JSON data.',
    }),
  })
  .superRefine(({ key, value }, context) => {
    const rule = knownValues[key]
    if (!rule) return
    const checked = rule.safeParse(value)
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['value'], message: issue.message })
    }
  })

export type UpdateSettingInput = z.infer<typeof updateSettingSchema>

/** The admin's settings form: both known settings at once. */
export const siteSettingsFormSchema = z.object({
  primary_color: primaryColorSchema,
  font_family: fontFamilySchema,
})

export type SiteSettingsFormInput = z.infer<typeof siteSettingsFormSchema>

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

/** The admin's settings form: both known settings at once. */
export const siteSettingsFormSchema = z.object({
  primary_color: primaryColorSchema,
  font_family: fontFamilySchema,
})

export type SiteSettingsFormInput = z.infer<typeof siteSettingsFormSchema>

/** The form's save: both settings, and the version of the rows the form was opened at. */
export const saveSiteSettingsSchema = siteSettingsFormSchema.extend({
  version: z.string().max(500, 'That settings version is not one this site sent.'),
})

export type SaveSiteSettingsInput = z.infer<typeof saveSiteSettingsSchema>

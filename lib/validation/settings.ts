import { z } from 'zod'

/** One site setting to save: its key and any JSON value (stored as JSON text). */
export const updateSettingSchema = z.object({
  key: z.string().trim().min(1, 'Choose a setting.').max(100, 'That setting key is too long.'),
  value: z.json({ error: 'The value must be plain JSON data.' }),
})

export type UpdateSettingInput = z.infer<typeof updateSettingSchema>

import { z } from 'zod'

export const saveResourceSchema = z.object({ resourceId: z.uuid(), saved: z.boolean() })

export const resourceSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(200)

import { z } from 'zod'

export const saveResourceSchema = z.object({ resourceId: z.uuid(), saved: z.boolean() })

export const resourceListParamsSchema = z.object({
  kind: z.enum(['guide', 'template', 'checklist', 'worksheet', 'link']).optional().catch(undefined),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .optional()
    .catch(undefined),
})

export const resourceSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(200)

'use server'

import { z } from 'zod'

import { adminAction } from '@/lib/actions/action'
import { RESOURCE_SLUG_TAKEN, resourceSlugTaken } from '@/lib/actions/admin/resources/resource-row'
import { ok } from '@/lib/actions/result'
import { slugField } from '@/lib/validation/admin/common'

const checkResourceSlugSchema = z.object({
  slug: z.string().max(200),
  id: z.union([z.literal(''), z.uuid()]),
})

/** Whether a slug is free for this resource, for the editor's live check while typing. */
export const checkResourceSlugAction = adminAction(
  checkResourceSlugSchema,
  async ({ slug, id }, { supabase }) => {
    const shape = slugField.safeParse(slug)
    if (!shape.success) {
      return ok({ available: false, message: shape.error.issues[0]?.message ?? '' })
    }
    return ok(
      (await resourceSlugTaken(supabase, shape.data, id || null))
        ? { available: false, message: RESOURCE_SLUG_TAKEN }
        : { available: true, message: 'This slug is free.' },
    )
  },
)

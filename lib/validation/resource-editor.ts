import { z } from 'zod'

import { optionalId, optionalInstant, titleField } from '@/lib/validation/content-editor'
import { expectedVersion, slugField } from '@/lib/validation/admin/common'

export const RESOURCE_EDITOR_KINDS = [
  'guide',
  'template',
  'checklist',
  'worksheet',
  'link',
] as const
export const RESOURCE_EDITOR_STATUSES = ['draft', 'published', 'archived'] as const

const resourceFields = z.object({
  title: titleField,
  slug: slugField,
  description: z.string().trim().max(2000, 'Use at most 2,000 characters.'),
  kind: z.enum(RESOURCE_EDITOR_KINDS, { error: 'Choose a kind.' }),
  content: z.string().max(200_000, 'Use at most 200,000 characters.'),
  filePath: z.string().max(200),
  externalUrl: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(2048, 'That address is too long.')
      .regex(/^https?:\/\/[^\s/?#]+\.[^\s]+$/i, 'Enter a full web address starting with https://')
      .refine((value) => URL.canParse(value), 'Enter a full web address starting with https://'),
  ]),
  categoryId: optionalId,
  membersOnly: z.boolean(),
  status: z.enum(RESOURCE_EDITOR_STATUSES),
  publishedAt: optionalInstant,
})

type ResourceFields = z.infer<typeof resourceFields>

// The table's own rule (resources_link_needs_url), said on the field before the database says it.
function resourceRules(values: ResourceFields, context: z.RefinementCtx) {
  if (values.kind === 'link' && !values.externalUrl) {
    context.addIssue({
      code: 'custom',
      path: ['externalUrl'],
      message: 'A link needs its web address.',
    })
  }
}

export const createResourceSchema = resourceFields.superRefine(resourceRules)

export const updateResourceSchema = resourceFields
  .extend({ id: z.uuid(), expectedUpdatedAt: expectedVersion })
  .superRefine(resourceRules)

export type ResourceEditorValues = z.input<typeof createResourceSchema>

export const BULK_RESOURCE_OPERATIONS = ['publish', 'unpublish', 'archive', 'delete'] as const

export const bulkResourcesSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one resource.').max(100),
  operation: z.enum(BULK_RESOURCE_OPERATIONS),
})

import type { ResourceEditorValues } from '@/lib/validation/resource-editor'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const KINDS = ['guide', 'template', 'checklist', 'worksheet', 'link'] as const
const STATUSES = ['draft', 'published', 'archived'] as const

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback

/** The editor's values from a resource row (the loaded one, or another admin's newer version). */
export function resourceFormValues(row: Record<string, unknown> | null): ResourceEditorValues {
  return {
    title: text(row?.title),
    slug: text(row?.slug),
    description: text(row?.description),
    kind: oneOf(KINDS, row?.kind, 'guide'),
    content: text(row?.content),
    filePath: text(row?.file_path),
    externalUrl: text(row?.external_url),
    categoryId: text(row?.category_id),
    membersOnly: row?.members_only === true,
    status: oneOf(STATUSES, row?.status, 'draft'),
    publishedAt: row?.published_at ? new Date(text(row.published_at)).toISOString() : '',
  }
}

export const RESOURCE_FIELDS: { name: keyof ResourceEditorValues; label: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'description', label: 'Description' },
  { name: 'kind', label: 'Kind' },
  { name: 'content', label: 'Content' },
  { name: 'filePath', label: 'File' },
  { name: 'externalUrl', label: 'Web address' },
  { name: 'categoryId', label: 'Category' },
  { name: 'membersOnly', label: 'Members only' },
  { name: 'status', label: 'Status' },
  { name: 'publishedAt', label: 'Published at' },
]

'use client'

import * as React from 'react'
import { useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { DateTimeField } from '@/components/admin/editor/date-time-field'
import { EditorShell } from '@/components/admin/editor/editor-shell'
import { MarkdownField } from '@/components/admin/editor/markdown-field'
import { NativeSelectField } from '@/components/admin/editor/native-select-field'
import { TitleSlugFields } from '@/components/admin/editor/title-slug-fields'
import { SwitchField } from '@/components/admin/editor/switch-field'
import { useEditor } from '@/components/admin/editor/use-editor'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'
import { ResourceFileField } from '@/components/admin/resources/resource-file-field'
import {
  RESOURCE_FIELDS,
  resourceFormValues,
} from '@/components/admin/resources/resource-form-values'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { Button } from '@/components/ui/button'
import { checkResourceSlugAction } from '@/lib/actions/admin/resources/check-resource-slug'
import { createResourceAction } from '@/lib/actions/admin/resources/create-resource'
import { updateResourceAction } from '@/lib/actions/admin/resources/update-resource'
import type { EditableResource } from '@/lib/data/admin/resources'
import { createResourceSchema } from '@/lib/validation/resource-editor'

type Props = {
  /** The resource being edited; null for a new one. */
  resource: EditableResource | null
  categories: { id: string; name: string }[]
}

const KIND_CHOICES = [
  { value: 'guide', label: 'Guide' },
  { value: 'template', label: 'Template' },
  { value: 'checklist', label: 'Checklist' },
  { value: 'worksheet', label: 'Worksheet' },
  { value: 'link', label: 'Link (to another site)' },
]

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
]

/**
 * Writes or edits a study resource, with the same safety as the article editor: leaving asks
 * first, a local copy is kept, and a save never silently overwrites someone else's newer change.
 */
export function ResourceEditor({ resource, categories }: Props) {
  const [savedSlug, setSavedSlug] = React.useState(resource?.slug ?? null)

  const editor = useEditor({
    schema: createResourceSchema,
    defaultValues: resourceFormValues(resource),
    table: 'resources',
    row: resource,
    action: (values, version) =>
      resource
        ? updateResourceAction({ ...values, id: resource.id, expectedUpdatedAt: version })
        : createResourceAction(values),
    savedVersion: (saved) => saved.updatedAt,
    theirValues: resourceFormValues,
    savedPath: (saved) => `/admin/resources/${saved.id}`,
    onSuccess: (saved) => {
      setSavedSlug(saved.slug)
      toast.success('Saved.')
      return 'Saved.'
    },
  })
  const { form } = editor

  const kind = useWatch({ control: form.control, name: 'kind' })
  const statusValue = useWatch({ control: form.control, name: 'status' })
  useSlugFromTitle(form, resource === null)

  return (
    <EditorShell
      editor={editor}
      label={resource ? 'Edit resource' : 'New resource'}
      compared={RESOURCE_FIELDS}
      submitLabel="Save"
      extraActions={
        savedSlug ? (
          <Button asChild variant="outline">
            <a href={`/api/draft?type=resource&slug=${savedSlug}`} target="_blank" rel="noopener">
              Preview (last saved version)
            </a>
          </Button>
        ) : null
      }
    >
      <TitleSlugFields
        control={form.control}
        check={checkResourceSlugAction}
        rowId={resource?.id}
        slugDescription="The resource's address: /resources/your-slug."
      />
      <TextareaField control={form.control} name="description" label="Description" rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelectField control={form.control} name="kind" label="Kind" choices={KIND_CHOICES} />
        <NativeSelectField
          control={form.control}
          name="categoryId"
          label="Category"
          choices={[
            { value: '', label: 'No category' },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
        />
      </div>
      <TextField
        control={form.control}
        name="externalUrl"
        label={kind === 'link' ? 'Web address' : 'Web address (optional)'}
        type="url"
        description={kind === 'link' ? 'Required for a link.' : undefined}
      />
      <ResourceFileField form={form} />
      <SwitchField
        control={form.control}
        name="membersOnly"
        label="Members only"
        description="Everyone sees the title and description; only members with an active membership get the content and the file."
      />
      <MarkdownField control={form.control} name="content" label="Content (Markdown)" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelectField
          control={form.control}
          name="status"
          label="Status"
          choices={STATUS_CHOICES}
        />
        {statusValue === 'published' ? (
          <DateTimeField
            control={form.control}
            name="publishedAt"
            label="Published at"
            description="Leave empty to publish now."
          />
        ) : null}
      </div>
    </EditorShell>
  )
}

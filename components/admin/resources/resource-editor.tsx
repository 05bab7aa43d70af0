'use client'

import { useWatch } from 'react-hook-form'

import { DraftPreviewLink } from '@/components/admin/editor/draft-preview-link'
import { EditorShell } from '@/components/admin/editor/editor-shell'
import { MarkdownField } from '@/components/admin/editor/markdown-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { PublishingFields } from '@/components/admin/editor/publishing-fields'
import { TitleSlugFields } from '@/components/admin/editor/title-slug-fields'
import { SwitchField } from '@/components/admin/editor/switch-field'
import { useContentEditor } from '@/components/admin/editor/use-content-editor'
import { ResourceFileField } from '@/components/admin/resources/resource-file-field'
import {
  RESOURCE_FIELDS,
  resourceFormValues,
} from '@/components/admin/resources/resource-form-values'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { checkResourceSlugAction } from '@/lib/actions/admin/resources/check-resource-slug'
import { createResourceAction } from '@/lib/actions/admin/resources/create-resource'
import { updateResourceAction } from '@/lib/actions/admin/resources/update-resource'
import type { EditableResource } from '@/lib/data/admin/resources'
import { createResourceSchema } from '@/lib/validation/resource-editor'
import { choicesWithNone } from '@/lib/format/labels'

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

/**
 * Writes or edits a study resource, with the same safety as the article editor: leaving asks
 * first, a local copy is kept, and a save never silently overwrites someone else's newer change.
 */
export function ResourceEditor({ resource, categories }: Props) {
  const { editor, savedSlug } = useContentEditor({
    schema: createResourceSchema,
    table: 'resources',
    row: resource,
    formValues: resourceFormValues,
    create: createResourceAction,
    update: (values, id, expectedUpdatedAt) =>
      updateResourceAction({ ...values, id, expectedUpdatedAt }),
    listPath: '/admin/resources',
  })
  const { form } = editor

  const kind = useWatch({ control: form.control, name: 'kind' })

  return (
    <EditorShell
      editor={editor}
      label={resource ? 'Edit resource' : 'New resource'}
      compared={RESOURCE_FIELDS}
      submitLabel="Save"
      extraActions={
        savedSlug ? <DraftPreviewLink href={`/api/draft?type=resource&slug=${savedSlug}`} /> : null
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
        <ChoiceField control={form.control} name="kind" label="Kind" choices={KIND_CHOICES} />
        <ChoiceField
          control={form.control}
          name="categoryId"
          label="Category"
          choices={choicesWithNone('No category', categories)}
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
      <PublishingFields control={form.control} statuses={['draft', 'published', 'archived']} />
    </EditorShell>
  )
}

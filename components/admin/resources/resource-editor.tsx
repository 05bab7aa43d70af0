'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { DateTimeField } from '@/components/admin/editor/date-time-field'
import { DraftNotice } from '@/components/admin/editor/draft-notice'
import { MarkdownField } from '@/components/admin/editor/markdown-field'
import { NativeSelectField } from '@/components/admin/editor/native-select-field'
import { SlugField } from '@/components/admin/editor/slug-field'
import { SwitchField } from '@/components/admin/editor/switch-field'
import { useLocalDraft } from '@/components/admin/editor/use-local-draft'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { ResourceFileField } from '@/components/admin/resources/resource-file-field'
import {
  RESOURCE_FIELDS,
  resourceFormValues,
} from '@/components/admin/resources/resource-form-values'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { checkResourceSlugAction } from '@/lib/actions/admin/resources/check-resource-slug'
import { createResourceAction } from '@/lib/actions/admin/resources/create-resource'
import { updateResourceAction } from '@/lib/actions/admin/resources/update-resource'
import type { EditableResource } from '@/lib/data/admin/resources'
import { slugify } from '@/lib/validation/content-editor'
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
  const router = useRouter()
  const version = React.useRef(resource?.updated_at ?? '')
  const [slugTouched, setSlugTouched] = React.useState(resource !== null)

  const { form, onSubmit, status, pending, conflict, setConflict } = useActionForm({
    schema: createResourceSchema,
    defaultValues: resourceFormValues(resource),
    action: (values) =>
      resource
        ? updateResourceAction({ ...values, id: resource.id, expectedUpdatedAt: version.current })
        : createResourceAction(values),
    onSuccess: (saved, values) => {
      draft.clear()
      form.reset(values)
      version.current = saved.updatedAt
      toast.success('Saved.')
      if (!resource) router.replace(`/admin/resources/${saved.id}`)
      else router.refresh()
      return 'Saved.'
    },
  })
  const draft = useLocalDraft(
    form,
    `resources:${resource?.id ?? 'new'}:${resource?.updated_at ?? ''}`,
  )
  useUnsavedChangesGuard(form.formState.isDirty)

  const title = useWatch({ control: form.control, name: 'title' })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const statusValue = useWatch({ control: form.control, name: 'status' })
  React.useEffect(() => {
    if (!slugTouched) form.setValue('slug', slugify(title ?? ''), { shouldDirty: true })
  }, [title, slugTouched, form])

  const checkSlug = React.useCallback(
    (slug: string) => checkResourceSlugAction({ slug, id: resource?.id ?? '' }),
    [resource?.id],
  )
  const theirs = conflict ? { ...conflict, current: resourceFormValues(conflict.current) } : null

  return (
    <div className="space-y-6">
      <DraftNotice draft={draft.offered} onRestore={draft.restore} onDiscard={draft.discard} />
      <ConflictNotice
        conflict={theirs}
        mine={form.getValues()}
        fields={RESOURCE_FIELDS}
        onUseTheirs={() => {
          if (!conflict) return
          form.reset(resourceFormValues(conflict.current))
          version.current = String(conflict.current.updated_at)
          setConflict(null)
        }}
        onKeepMine={() => {
          if (!conflict) return
          version.current = String(conflict.current.updated_at)
          setConflict(null)
          void onSubmit()
        }}
      />
      <ActionForm
        form={form}
        onSubmit={onSubmit}
        status={status}
        pending={pending}
        label={resource ? 'Edit resource' : 'New resource'}
        actions={<SubmitButton pendingLabel="Saving…">Save</SubmitButton>}
      >
        <TextField control={form.control} name="title" label="Title" />
        <div onInput={() => setSlugTouched(true)}>
          <SlugField
            control={form.control}
            name="slug"
            check={checkSlug}
            description="The resource's address: /resources/your-slug."
          />
        </div>
        <TextareaField control={form.control} name="description" label="Description" rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NativeSelectField
            control={form.control}
            name="kind"
            label="Kind"
            choices={KIND_CHOICES}
          />
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
      </ActionForm>
    </div>
  )
}

'use client'

import { toast } from 'sonner'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useCreateOrUpdateEditor } from '@/components/admin/editor/use-create-or-update-editor'
import { SwitchField } from '@/components/admin/editor/switch-field'
import { PdfUploadField } from '@/components/admin/lead-magnets/pdf-upload-field'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { createLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/create-lead-magnet'
import { updateLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/update-lead-magnet'
import type { ActionResult } from '@/lib/actions/result'
import type { LeadMagnetRow } from '@/lib/data/admin/lead-magnets'
import { leadMagnetSchema } from '@/lib/validation/admin-lead-magnets'

const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'description', label: 'Description' },
  { name: 'email_subject', label: 'Email subject' },
  { name: 'email_body', label: 'Email text' },
  { name: 'is_active', label: 'Active' },
  { name: 'file_path', label: 'File' },
]

function formValues(row: LeadMagnetRow | null) {
  return {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    description: row?.description ?? '',
    email_subject: row?.email_subject ?? '',
    email_body: row?.email_body ?? '',
    is_active: row?.is_active ?? false,
    file_path: row?.file_path ?? null,
  }
}

/** Creates or edits a lead magnet: its texts, its PDF (uploaded with progress) and its switch. */
export function LeadMagnetEditor({ magnet }: { magnet: LeadMagnetRow | null }) {
  const editor = useCreateOrUpdateEditor({
    schema: leadMagnetSchema,
    table: 'lead_magnets',
    row: magnet,
    formValues,
    create: (values) => createLeadMagnetAction(values).then(dropRefusedUpload),
    update: (values, id, updated_at) =>
      updateLeadMagnetAction({ ...values, id, updated_at }).then(dropRefusedUpload),
    savedVersion: (saved) => saved.updated_at,
    listPath: '/admin/lead-magnets',
    onSuccess: () => {
      toast.success('Lead magnet saved')
    },
  })
  const { form } = editor

  // A save that refuses the new PDF (checkUploadedPdf) has removed it from Storage, or it never
  // arrived, so the form goes back to the file the magnet has stored, or none: the field shows
  // that file with the refusal (set after this, from the result), and saving again keeps it
  // instead of failing on a path that leads nowhere. (Not resetField: it leaves alone a field
  // that is set with setValue rather than registered, as this one is.)
  function dropRefusedUpload<R>(result: ActionResult<R>) {
    if (!result.ok && result.fieldErrors?.file_path) {
      form.setValue('file_path', form.formState.defaultValues?.file_path ?? null)
    }
    return result
  }

  return (
    <EditorShell
      editor={editor}
      label={magnet ? 'Edit lead magnet' : 'New lead magnet'}
      compared={FIELDS}
      className="max-w-2xl"
      submitLabel={magnet ? 'Save lead magnet' : 'Create lead magnet'}
    >
      <TextField control={form.control} name="title" label="Title" maxLength={200} />
      <TextField
        control={form.control}
        name="slug"
        label="Slug"
        description="The home page's study-guide form sends the magnet with the slug study-success-guide."
      />
      <TextareaField
        control={form.control}
        name="description"
        label="Description"
        rows={3}
        maxLength={2000}
      />
      <PdfUploadField
        path={form.watch('file_path')}
        error={form.formState.errors.file_path?.message}
        onUploaded={(path) =>
          form.setValue('file_path', path, { shouldDirty: true, shouldValidate: true })
        }
      />
      <TextField control={form.control} name="email_subject" label="Email subject" />
      <TextareaField
        control={form.control}
        name="email_body"
        label="Email text"
        rows={6}
        maxLength={10_000}
      />
      <SwitchField
        control={form.control}
        name="is_active"
        label="Active (offered to visitors)"
        description="While the study-success-guide magnet is off, the home page hides its form."
      />
    </EditorShell>
  )
}

'use client'

import { toast } from 'sonner'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { saveAtVersion } from '@/components/admin/editor/save-at-version'
import { useEditor } from '@/components/admin/editor/use-editor'
import { JobFields } from '@/components/admin/jobs/job-fields'
import { saveJobAction } from '@/lib/actions/admin/jobs/save-job'
import { saveJobSchema, type SaveJobInput } from '@/lib/validation/admin/jobs'

const compared = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'department', label: 'Department' },
  { name: 'location', label: 'Location' },
  { name: 'employmentType', label: 'Employment type' },
  { name: 'isRemote', label: 'Remote' },
  { name: 'summary', label: 'Summary' },
  { name: 'description', label: 'Description' },
  { name: 'requirements', label: 'Requirements' },
  { name: 'benefits', label: 'Benefits' },
  { name: 'salaryRange', label: 'Salary range' },
  { name: 'status', label: 'Status' },
  { name: 'closesAt', label: 'Closes at' },
]

/** A job post's editor; never loses the admin's work. */
export function JobEditor({ initial }: { initial: SaveJobInput }) {
  const editor = useEditor({
    schema: saveJobSchema,
    defaultValues: initial,
    table: 'jobs',
    ...saveAtVersion(initial, saveJobAction),
    onSuccess: (_saved, values) => {
      toast.success('Job saved')
      return values.status === 'closed'
        ? 'Saved. The job is closed and its apply page refuses applications.'
        : 'Saved.'
    },
  })
  return (
    <EditorShell editor={editor} label="Edit job" compared={compared} submitLabel="Save job">
      <JobFields control={editor.form.control} />
    </EditorShell>
  )
}

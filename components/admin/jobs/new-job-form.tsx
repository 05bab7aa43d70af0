'use client'

import { JobFields } from '@/components/admin/jobs/job-fields'
import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'
import { useEditor } from '@/components/admin/editor/use-editor'
import { createJobAction } from '@/lib/actions/admin/jobs/create-job'
import { createJobSchema } from '@/lib/validation/admin/jobs'

/** A new job post; saving creates it and opens its editor. */
export function NewJobForm() {
  const editor = useEditor({
    schema: createJobSchema,
    defaultValues: {
      title: '',
      slug: '',
      department: '',
      location: 'Remote',
      employmentType: 'part_time',
      isRemote: true,
      summary: '',
      description: '',
      requirements: '',
      benefits: '',
      salaryRange: '',
      status: 'draft',
      closesAt: '',
    },
    table: 'jobs',
    row: null,
    action: createJobAction,
    savedPath: ({ id }) => `/admin/jobs/${id}`,
    onSuccess: () => 'Job created. Opening its editor…',
  })
  useSlugFromTitle(editor.form)
  return (
    <EditorShell editor={editor} label="New job" submitLabel="Create job" pendingLabel="Creating…">
      <JobFields control={editor.form.control} />
    </EditorShell>
  )
}

'use client'

import { useRouter } from 'next/navigation'

import { JobFields } from '@/components/admin/jobs/job-fields'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { createJobAction } from '@/lib/actions/admin/jobs/create-job'
import { createJobSchema } from '@/lib/validation/admin/jobs'

/** A new job post; saving creates it and opens its editor. */
export function NewJobForm() {
  const router = useRouter()
  const { form, onSubmit, status, pending } = useActionForm({
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
    action: createJobAction,
    onSuccess: ({ id }, values, rhf) => {
      rhf.reset(values)
      router.push(`/admin/jobs/${id}`)
      return 'Job created. Opening its editor…'
    },
  })
  useSlugFromTitle(form)
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful)
  return (
    <ActionForm
      form={form}
      onSubmit={onSubmit}
      status={status}
      pending={pending}
      label="New job"
      actions={
        <div>
          <SubmitButton pendingLabel="Creating…">Create job</SubmitButton>
        </div>
      }
    >
      <JobFields control={form.control} />
    </ActionForm>
  )
}

'use client'

import { useRouter } from 'next/navigation'

import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import { QuizSettingsFields } from '@/components/admin/quizzes/quiz-settings-fields'
import { createQuizAction } from '@/lib/actions/admin/quizzes/create-quiz'
import { createQuizSchema } from '@/lib/validation/admin/quizzes'

/** A new quiz's settings; saving creates a draft and opens its editor for the questions. */
export function NewQuizForm({ categories }: { categories: { id: string; name: string }[] }) {
  const router = useRouter()
  const { form, onSubmit, status, pending } = useActionForm({
    schema: createQuizSchema,
    defaultValues: {
      title: '',
      slug: '',
      description: '',
      categoryId: '',
      difficulty: 'intermediate',
      timeLimitMinutes: null,
      passPercent: 70,
    },
    action: createQuizAction,
    onSuccess: ({ id }, values, rhf) => {
      rhf.reset(values)
      router.push(`/admin/quizzes/${id}`)
      return 'Quiz created. Opening its editor…'
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
      label="New quiz"
      actions={
        <div>
          <SubmitButton pendingLabel="Creating…">Create quiz and add questions</SubmitButton>
        </div>
      }
    >
      <QuizSettingsFields control={form.control} categories={categories} />
    </ActionForm>
  )
}

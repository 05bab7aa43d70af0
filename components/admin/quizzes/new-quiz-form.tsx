'use client'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'
import { useEditor } from '@/components/admin/editor/use-editor'
import { QuizSettingsFields } from '@/components/admin/quizzes/quiz-settings-fields'
import { createQuizAction } from '@/lib/actions/admin/quizzes/create-quiz'
import { createQuizSchema } from '@/lib/validation/admin/quizzes'

/** A new quiz's settings; saving creates a draft and opens its editor for the questions. */
export function NewQuizForm({ categories }: { categories: { id: string; name: string }[] }) {
  const editor = useEditor({
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
    table: 'quizzes',
    row: null,
    action: createQuizAction,
    savedPath: ({ id }) => `/admin/quizzes/${id}`,
    onSuccess: () => 'Quiz created. Opening its editor…',
  })
  useSlugFromTitle(editor.form)
  return (
    <EditorShell
      editor={editor}
      label="New quiz"
      submitLabel="Create quiz and add questions"
      pendingLabel="Creating…"
    >
      <QuizSettingsFields control={editor.form.control} categories={categories} />
    </EditorShell>
  )
}

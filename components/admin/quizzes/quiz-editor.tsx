'use client'

import { PlusIcon } from 'lucide-react'
import Link from 'next/link'
import * as React from 'react'
import { useFieldArray } from 'react-hook-form'

import { EditorShell } from '@/components/admin/editor/editor-shell'
import { ChoiceField } from '@/components/forms/choice-field'
import { useDragReorder } from '@/components/admin/editor/use-drag-reorder'
import { saveAtVersion } from '@/components/admin/editor/save-at-version'
import { useEditor } from '@/components/admin/editor/use-editor'
import { QuestionCard } from '@/components/admin/quizzes/question-card'
import { QuizSettingsFields } from '@/components/admin/quizzes/quiz-settings-fields'
import { Button } from '@/components/ui/button'
import { saveQuizAction } from '@/lib/actions/admin/quizzes/save-quiz'
import type { QuizEditorValues } from '@/lib/data/admin/quizzes'
import { optionsOf } from '@/lib/format/labels'
import {
  MAX_QUESTIONS,
  QUIZ_STATUSES,
  saveQuizSchema,
  type SaveQuizInput,
} from '@/lib/validation/admin/quizzes'

const compared = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug' },
  { name: 'description', label: 'Description' },
  { name: 'categoryId', label: 'Category' },
  { name: 'difficulty', label: 'Difficulty' },
  { name: 'timeLimitMinutes', label: 'Time limit' },
  { name: 'passPercent', label: 'Pass mark' },
  { name: 'status', label: 'Status' },
  { name: 'questions', label: 'Questions' },
]

const blankQuestion = (): SaveQuizInput['questions'][number] => ({
  id: crypto.randomUUID(),
  kind: 'single_choice',
  prompt: '',
  options: [
    { id: 'a', label: '' },
    { id: 'b', label: '' },
  ],
  points: 1,
  correctAnswers: [],
  explanation: '',
})

type Props = { initial: QuizEditorValues; categories: { id: string; name: string }[] }

/** A quiz's settings, status and questions, saved together; never loses the admin's work. */
export function QuizEditor({ initial, categories }: Props) {
  const [announcement, setAnnouncement] = React.useState('')
  const editor = useEditor({
    schema: saveQuizSchema,
    defaultValues: initial,
    table: 'quizzes',
    ...saveAtVersion(initial, saveQuizAction),
    onSuccess: (_saved, values) => {
      return values.status === 'published' ? 'Saved. The quiz is live.' : 'Saved.'
    },
  })
  const { form } = editor
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'fieldKey' })

  /** Focuses the first control in question `index` that matches a selector, in their order. */
  const focusQuestion = (index: number, ...selectors: string[]) =>
    requestAnimationFrame(() => {
      const question = document.querySelector(`[data-question="${index}"]`)
      selectors
        .map((selector) => question?.querySelector<HTMLElement>(selector))
        .find(Boolean)
        ?.focus({ preventScroll: false })
    })

  const move = (from: number, to: number) => {
    if (to < 0 || to >= questions.fields.length) return
    questions.move(from, to)
    setAnnouncement(`Question ${from + 1} moved to position ${to + 1}.`)
    const direction = to < from ? 'up' : 'down'
    // The same way again while it can go further, so each press moves the same question on.
    focusQuestion(to, `[data-move="${direction}"]:not(:disabled)`, '[data-move]:not(:disabled)')
  }
  const { handleProps, targetProps } = useDragReorder(move)

  const duplicate = (index: number) => {
    questions.insert(index + 1, {
      ...form.getValues(`questions.${index}`),
      id: crypto.randomUUID(),
    })
    setAnnouncement(`Question ${index + 1} duplicated as question ${index + 2}.`)
    focusQuestion(index + 1, 'textarea')
  }
  const remove = (index: number) => {
    questions.remove(index)
    setAnnouncement(`Question ${index + 1} deleted. Save to keep this change.`)
    // The question that took its place, or the one before it when the last one went.
    const remaining = questions.fields.length - 1
    if (remaining > 0) focusQuestion(Math.min(index, remaining - 1), 'textarea')
  }
  const add = () => {
    questions.append(blankQuestion())
    setAnnouncement(`Question ${questions.fields.length + 1} added.`)
    focusQuestion(questions.fields.length, 'textarea')
  }

  return (
    <EditorShell
      editor={editor}
      label="Edit quiz"
      compared={compared}
      submitLabel="Save quiz"
      extraActions={
        <>
          <Button asChild variant="outline">
            <Link href={`/admin/quizzes/${initial.id}/preview`} target="_blank">
              Preview the saved quiz
            </Link>
          </Button>
          {form.formState.isDirty ? (
            <span className="text-sm text-muted-foreground">Unsaved changes</span>
          ) : null}
        </>
      }
    >
      <section aria-labelledby="settings-heading" className="grid gap-4">
        <h2 id="settings-heading" className="text-lg font-semibold">
          Settings
        </h2>
        <QuizSettingsFields control={form.control} categories={categories} />
        <div className="max-w-xs">
          <ChoiceField
            control={form.control}
            name="status"
            label="Status"
            description="Publishing needs a correct answer for every question."
            choices={optionsOf(QUIZ_STATUSES)}
          />
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="grid gap-4">
        <h2 id="questions-heading" className="text-lg font-semibold">
          Questions ({questions.fields.length})
        </h2>
        <p className="text-sm text-muted-foreground">
          Reorder with the arrow buttons, or drag a question by its handle.
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {questions.fields.length === 0 ? (
          <p className="text-sm">No questions yet.</p>
        ) : (
          <ol className="grid gap-4">
            {questions.fields.map((field, index) => (
              <QuestionCard
                key={field.fieldKey}
                index={index}
                count={questions.fields.length}
                onMove={move}
                onDuplicate={duplicate}
                onDelete={remove}
                handleProps={handleProps(index)}
                targetProps={targetProps(index)}
              />
            ))}
          </ol>
        )}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={add}
            disabled={questions.fields.length >= MAX_QUESTIONS}
          >
            <PlusIcon aria-hidden="true" /> Add question
          </Button>
        </div>
      </section>
    </EditorShell>
  )
}

'use client'

import { CopyIcon, Trash2Icon } from 'lucide-react'
import type * as React from 'react'
import { useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form'

import {
  DragHandle,
  MoveButtons,
  REORDERABLE_ITEM,
} from '@/components/admin/editor/reorder-controls'
import { NumberField } from '@/components/admin/editor/number-field'
import { nativeSelectClass } from '@/components/forms/choice-field'
import { QuestionAnswers } from '@/components/admin/quizzes/question-answers'
import { TextareaField } from '@/components/forms/textarea-field'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { labelOf } from '@/lib/format/labels'
import {
  QUESTION_KINDS,
  type QuestionKind,
  type SaveQuizInput,
} from '@/lib/validation/admin/quizzes'
import { cn } from '@/lib/utils'

type Props = {
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onDuplicate: (index: number) => void
  onDelete: (index: number) => void
  handleProps: React.ComponentProps<'button'>
  targetProps: React.ComponentProps<'li'> & Record<`data-${string}`, unknown>
}

const choiceKind = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice'

/** One question of the quiz editor: kind, text, answers, explanation, points and its tools. */
export function QuestionCard({
  index,
  count,
  onMove,
  onDuplicate,
  onDelete,
  handleProps,
  targetProps,
}: Props) {
  const { control, getValues, setValue } = useFormContext<SaveQuizInput>()
  const { errors } = useFormState({ control, name: `questions.${index}` })
  const kind = useWatch({ control, name: `questions.${index}.kind` })
  const problems = errors.questions?.[index]
  const number = index + 1
  const headingId = `question-${index}-heading`
  const messages = [problems?.options, problems?.correctAnswers]
    .map((error) => (error as FieldError | undefined)?.message ?? rootMessage(error))
    .filter(Boolean)

  const changeKind = (kind: QuestionKind) => {
    const previous = getValues(`questions.${index}.kind`)
    setValue(`questions.${index}.kind`, kind, { shouldDirty: true })
    if (choiceKind(kind) && choiceKind(previous)) {
      if (kind === 'single_choice') {
        const first = getValues(`questions.${index}.correctAnswers`)[0]
        setValue(`questions.${index}.correctAnswers`, first ? [first] : [], { shouldDirty: true })
      }
      return
    }
    setValue(
      `questions.${index}.options`,
      choiceKind(kind)
        ? [
            { id: 'a', label: '' },
            { id: 'b', label: '' },
          ]
        : [],
      { shouldDirty: true },
    )
    setValue(`questions.${index}.correctAnswers`, [], { shouldDirty: true })
  }

  return (
    <li
      {...targetProps}
      aria-labelledby={headingId}
      data-question={index}
      className={cn('grid gap-4', REORDERABLE_ITEM)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <DragHandle {...handleProps} aria-label={`Drag question ${number} to reorder`} />
          <h3 id={headingId} className="font-semibold">
            Question {number}
          </h3>
        </div>
        <div className="flex flex-wrap gap-1">
          <MoveButtons name={`question ${number}`} index={index} count={count} onMove={onMove} />
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Duplicate question ${number}`}
            onClick={() => onDuplicate(index)}
          >
            <CopyIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={`Delete question ${number}`}
            onClick={() => onDelete(index)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <div className="grid gap-2">
          <Label htmlFor={`q${index}-kind`}>Kind of question {number}</Label>
          <select
            id={`q${index}-kind`}
            className={nativeSelectClass}
            value={kind}
            onChange={(event) => changeKind(event.target.value as QuestionKind)}
          >
            {QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labelOf(kind)}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          control={control}
          name={`questions.${index}.points`}
          label={`Points for question ${number}`}
          min={1}
          max={100}
        />
      </div>

      <TextareaField
        control={control}
        name={`questions.${index}.prompt`}
        label={`Question ${number} text`}
        rows={2}
        maxLength={2000}
      />

      <QuestionAnswers index={index} />

      {messages.length > 0 ? (
        <ul role="alert" className="text-sm text-destructive">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      <TextareaField
        control={control}
        name={`questions.${index}.explanation`}
        label={`Explanation for question ${number}`}
        description="Shown with the result, after the visitor answers."
        rows={2}
        maxLength={2000}
      />
    </li>
  )
}

/** An array field's own message (zod puts array-level issues on `root`). */
function rootMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const root = (error as { root?: FieldError }).root
  return root?.message
}

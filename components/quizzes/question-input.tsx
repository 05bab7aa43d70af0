'use client'

import { Input } from '@/components/ui/input'
import type { QuizQuestion } from '@/lib/data/quizzes'
import type { QuizAnswer } from '@/lib/validation/quizzes'

type QuestionInputProps = {
  question: QuizQuestion
  answer: QuizAnswer
  onChange: (answer: QuizAnswer) => void
  labelledBy: string
}

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring'

/** Native radios and checkboxes, so arrow keys, Space and Tab work as users expect. */
export function QuestionInput({ question, answer, onChange, labelledBy }: QuestionInputProps) {
  if (question.kind === 'short_answer') {
    return (
      <Input
        aria-labelledby={labelledBy}
        value={typeof answer === 'string' ? answer : ''}
        onChange={(event) => onChange(event.target.value)}
        maxLength={500}
        autoComplete="off"
      />
    )
  }
  const multiple = question.kind === 'multiple_choice'
  const selected = Array.isArray(answer) ? answer : []
  const options =
    question.kind === 'true_false' && question.options.length === 0
      ? [
          { id: 'true', label: 'True' },
          { id: 'false', label: 'False' },
        ]
      : question.options
  return (
    <fieldset className="grid gap-2" aria-labelledby={labelledBy}>
      {multiple ? <p className="text-sm text-muted-foreground">Select all that apply.</p> : null}
      {options.map((option) => (
        <label key={option.id} className={optionClass}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={question.id}
            value={option.id}
            className="mt-1 size-4 accent-primary"
            checked={multiple ? selected.includes(option.id) : answer === option.id}
            onChange={(event) => {
              if (!multiple) return onChange(option.id)
              const next = event.target.checked
                ? [...selected, option.id]
                : selected.filter((id) => id !== option.id)
              onChange(next.length > 0 ? next : null)
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** An answer as text, for the review and result screens. */
export function describeAnswer(question: QuizQuestion, answer: QuizAnswer | undefined): string {
  if (answer === null || answer === undefined || answer === '') return 'No answer'
  if (question.kind === 'short_answer') return String(answer)
  const ids = Array.isArray(answer) ? answer : [answer]
  const label = (id: string) =>
    question.options.find((option) => option.id === id)?.label ??
    (id === 'true' ? 'True' : id === 'false' ? 'False' : id)
  return ids.map(label).join('; ')
}

export function isAnswered(answer: QuizAnswer | undefined) {
  return (
    answer !== null && answer !== undefined && (typeof answer !== 'string' || answer.trim() !== '')
  )
}

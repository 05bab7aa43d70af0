'use client'

import { PlusIcon, XIcon } from 'lucide-react'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { MAX_OPTIONS, type SaveQuizInput } from '@/lib/validation/admin/quizzes'

const LETTERS = 'abcdefghijklmnopqrst'

/** The first unused option id: a, b, c ... */
function nextOptionId(used: string[]) {
  return [...LETTERS].find((letter) => !used.includes(letter)) ?? `o${used.length + 1}`
}

type Props = { index: number }

/** A question's options and which are correct (choice kinds), True/False, or accepted answers. */
export function QuestionAnswers({ index }: Props) {
  const { control, register, setValue, getValues } = useFormContext<SaveQuizInput>()
  const base = `questions.${index}` as const
  const kind = useWatch({ control, name: `${base}.kind` })
  const correct = useWatch({ control, name: `${base}.correctAnswers` }) ?? []
  const options = useFieldArray({ control, name: `${base}.options`, keyName: 'fieldKey' })
  const { errors } = useFormState({ control, name: `${base}.options` })
  const optionErrors = errors.questions?.[index]?.options
  const number = index + 1
  const setCorrect = (answers: string[]) =>
    setValue(`${base}.correctAnswers`, answers, { shouldDirty: true, shouldValidate: false })

  if (kind === 'short_answer') {
    return (
      <div className="grid gap-2">
        <Label htmlFor={`q${index}-accepted`}>Accepted answers for question {number}</Label>
        <Textarea
          id={`q${index}-accepted`}
          rows={3}
          value={correct.join('\n')}
          onChange={(event) => setCorrect(event.target.value.split('\n'))}
          aria-describedby={`q${index}-accepted-help`}
        />
        <p id={`q${index}-accepted-help`} className="text-sm text-muted-foreground">
          One per line. Matching ignores capitals and extra spaces.
        </p>
      </div>
    )
  }

  if (kind === 'true_false') {
    return (
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Correct answer for question {number}</legend>
        <div className="flex gap-4">
          {(['true', 'false'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`q${index}-truth`}
                className="size-4 accent-primary"
                checked={correct[0] === value}
                onChange={() => setCorrect([value])}
              />
              {value === 'true' ? 'True' : 'False'}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }

  const multiple = kind === 'multiple_choice'
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        Options for question {number}{' '}
        <span className="font-normal text-muted-foreground">
          ({multiple ? 'tick every correct option' : 'choose the correct option'})
        </span>
      </legend>
      <ol className="grid gap-2">
        {options.fields.map((option, optionIndex) => {
          const id = getValues(`${base}.options.${optionIndex}.id`)
          const letter = optionIndex + 1
          const problem = optionErrors?.[optionIndex]?.label?.message
          const problemId = `q${index}-option-${optionIndex}-error`
          return (
            <li key={option.fieldKey} className="grid gap-1">
              <div className="flex items-center gap-2">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`q${index}-correct`}
                  aria-label={`Question ${number}, option ${letter} is correct`}
                  className="size-4 shrink-0 accent-primary"
                  checked={correct.includes(id)}
                  onChange={(event) =>
                    setCorrect(
                      multiple
                        ? event.target.checked
                          ? [...correct, id]
                          : correct.filter((answer) => answer !== id)
                        : [id],
                    )
                  }
                />
                <Input
                  aria-label={`Question ${number}, option ${letter}`}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  maxLength={500}
                  {...register(`${base}.options.${optionIndex}.label`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove option ${letter}`}
                  onClick={() => {
                    setCorrect(correct.filter((answer) => answer !== id))
                    options.remove(optionIndex)
                  }}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              {problem ? (
                <p id={problemId} className="pl-6 text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() =>
            options.append({
              id: nextOptionId(getValues(`${base}.options`).map((o) => o.id)),
              label: '',
            })
          }
        >
          <PlusIcon aria-hidden="true" /> Add option
        </Button>
      </div>
    </fieldset>
  )
}

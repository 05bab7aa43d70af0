'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { TitleSlugFields } from '@/components/admin/editor/title-slug-fields'
import { TextareaField } from '@/components/forms/textarea-field'
import { NumberField } from '@/components/admin/editor/number-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { QUIZ_DIFFICULTIES } from '@/lib/validation/admin/quizzes'
import { optionsOf } from '@/lib/format/labels'

type Props<T extends FieldValues> = {
  control: Control<T>
  categories: { id: string; name: string }[]
}

/** Title, slug, description, category, difficulty, time limit and pass mark of a quiz. */
export function QuizSettingsFields<T extends FieldValues>({ control, categories }: Props<T>) {
  const name = (field: string) => field as Path<T>
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TitleSlugFields control={control} slugDescription="The quiz's address: /quiz/slug" />
      <div className="md:col-span-2">
        <TextareaField
          control={control}
          name={name('description')}
          label="Description"
          rows={3}
          maxLength={2000}
          showCount
        />
      </div>
      <ChoiceField
        control={control}
        name={name('categoryId')}
        label="Category"
        choices={[
          { value: '', label: 'None' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
      <ChoiceField
        control={control}
        name={name('difficulty')}
        label="Difficulty"
        choices={optionsOf(QUIZ_DIFFICULTIES)}
      />
      <NumberField
        control={control}
        name={name('timeLimitMinutes')}
        label="Time limit (minutes)"
        description="Leave empty for no time limit."
        min={1}
        max={600}
        optional
      />
      <NumberField
        control={control}
        name={name('passPercent')}
        label="Pass mark (%)"
        min={0}
        max={100}
      />
    </div>
  )
}

'use client'

import type { Control, FieldValues, Path } from 'react-hook-form'

import { DateTimeField } from '@/components/admin/editor/date-time-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { TextField } from '@/components/forms/text-field'
import { TitleSlugFields } from '@/components/admin/editor/title-slug-fields'
import { TextareaField } from '@/components/forms/textarea-field'
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '@/lib/validation/admin/jobs'
import { optionsOf } from '@/lib/format/labels'

/** Every field of a job post, for the new-job form and the editor. */
export function JobFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const name = (field: string) => field as Path<T>
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TitleSlugFields control={control} slugDescription="The job's address: /careers/slug" />
      <TextField control={control} name={name('department')} label="Department" maxLength={100} />
      <TextField
        control={control}
        name={name('location')}
        label="Location"
        maxLength={100}
        description="For a remote role, name the countries applicants may live in, such as “Remote (UK-based)”; without one, search engines are told the US, the UK, Australia and Canada."
      />
      <ChoiceField
        control={control}
        name={name('employmentType')}
        label="Employment type"
        choices={optionsOf(EMPLOYMENT_TYPES)}
      />
      <TextField
        control={control}
        name={name('salaryRange')}
        label="Salary range"
        maxLength={100}
      />
      <div className="md:col-span-2">
        <CheckboxField control={control} name={name('isRemote')} label="Remote role" />
      </div>
      <div className="md:col-span-2">
        <TextareaField
          control={control}
          name={name('summary')}
          label="Summary"
          rows={2}
          maxLength={500}
          showCount
        />
      </div>
      <div className="md:col-span-2">
        <TextareaField
          control={control}
          name={name('description')}
          label="Description"
          rows={8}
          maxLength={20000}
        />
      </div>
      <TextareaField
        control={control}
        name={name('requirements')}
        label="Requirements"
        description="One per line."
        rows={5}
      />
      <TextareaField
        control={control}
        name={name('benefits')}
        label="Benefits"
        description="One per line."
        rows={5}
      />
      <ChoiceField
        control={control}
        name={name('status')}
        label="Status"
        description="Open jobs take applications; closed ones stay listed but refuse them."
        choices={optionsOf(JOB_STATUSES)}
      />
      <DateTimeField
        control={control}
        name={name('closesAt')}
        label="Closes at"
        description="Optional. Applications stop at this time."
      />
    </div>
  )
}

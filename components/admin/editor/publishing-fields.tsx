'use client'

import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form'

import { DateTimeField } from '@/components/admin/editor/date-time-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { optionsOf } from '@/lib/format/labels'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** The statuses this kind of content has, in the menu's order. */
  statuses: readonly ('draft' | 'scheduled' | 'published' | 'archived')[]
  /** What a scheduled date does, for content that can be scheduled. */
  scheduledDescription?: string
}

function publishedDescription(canSchedule: boolean): string {
  const rule = 'A past time back-dates it; empty or a future time publishes it now.'
  return canSchedule ? `${rule} To publish later, choose Scheduled.` : rule
}

/**
 * The status of slugged content (values `status` and `publishedAt`), with the publication date
 * once the status has one: when a scheduled item goes live, or when a published one went live.
 */
export function PublishingFields<T extends FieldValues>({
  control,
  statuses,
  scheduledDescription,
}: Props<T>) {
  const status: unknown = useWatch({ control, name: 'status' as Path<T> })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceField
        control={control}
        name={'status' as Path<T>}
        label="Status"
        choices={optionsOf(statuses)}
      />
      {status === 'scheduled' || status === 'published' ? (
        <DateTimeField
          control={control}
          name={'publishedAt' as Path<T>}
          label={status === 'scheduled' ? 'Publish at' : 'Published at'}
          description={
            status === 'scheduled'
              ? scheduledDescription
              : publishedDescription(statuses.includes('scheduled'))
          }
        />
      ) : null}
    </div>
  )
}

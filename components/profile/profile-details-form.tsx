'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { ActionForm } from '@/components/forms/action-form'
import { ChoiceField } from '@/components/forms/choice-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { DeviceTimeZoneButton } from '@/components/profile/device-time-zone'
import { PROFILE_UPDATED } from '@/components/profile/messages'
import { updateProfileAction } from '@/lib/actions/profile/update-profile'
import {
  COUNTRIES,
  profileSchema,
  STUDY_LEVEL_LABELS,
  type ProfileInput,
} from '@/lib/validation/profile'

const countryChoices = COUNTRIES.map((country) => ({ value: country, label: country }))
const studyLevelChoices = Object.entries(STUDY_LEVEL_LABELS).map(([value, label]) => ({
  value,
  label,
}))

type ProfileDetailsFormProps = { defaults: ProfileInput; timeZones: string[] }

export function ProfileDetailsForm({ defaults, timeZones }: ProfileDetailsFormProps) {
  const router = useRouter()
  const details = useActionForm({
    schema: profileSchema,
    defaultValues: defaults,
    action: updateProfileAction,
    onSuccess: (_data, values, form) => {
      form.reset(values)
      toast.success(PROFILE_UPDATED)
      router.refresh()
    },
  })
  const { control, setValue } = details.form
  const timeZone = useWatch({ control, name: 'timeZone' })
  const zoneChoices = React.useMemo(
    () => timeZones.map((zone) => ({ value: zone, label: zone })),
    [timeZones],
  )

  return (
    <ActionForm
      {...details}
      label="Your details"
      className="gap-5"
      actions={
        <SubmitButton className="justify-self-start" pendingLabel="Saving…">
          Save details
        </SubmitButton>
      }
    >
      <TextField control={control} name="fullName" label="Full name" autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          control={control}
          name="country"
          label="Country"
          placeholder="Choose your country"
          choices={countryChoices}
        />
        <ChoiceField
          control={control}
          name="studyLevel"
          label="Study level"
          placeholder="Choose your level"
          choices={studyLevelChoices}
        />
      </div>
      <TextField
        control={control}
        name="university"
        label="University or college"
        autoComplete="organization"
      />
      <ChoiceField
        control={control}
        name="timeZone"
        label="Time zone"
        placeholder="Choose your time zone"
        choices={zoneChoices}
        description={
          <DeviceTimeZoneButton
            current={timeZone}
            zones={timeZones}
            onPick={(zone) => setValue('timeZone', zone, { shouldDirty: true })}
          />
        }
      />
    </ActionForm>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { FormAlert } from '@/components/auth/form-alert'
import { ChoiceField } from '@/components/profile/choice-field'
import { DeviceTimeZoneButton } from '@/components/profile/device-time-zone'
import { PROFILE_UPDATED } from '@/components/profile/messages'
import { TextField } from '@/components/profile/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { updateProfileAction } from '@/lib/actions/profile/update-profile'
import { applyFieldErrors } from '@/lib/forms/apply-field-errors'
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

type Status = { tone: 'error' | 'success'; message: string } | null

export function ProfileDetailsForm({
  defaults,
  timeZones,
}: {
  defaults: ProfileInput
  timeZones: string[]
}) {
  const router = useRouter()
  const [status, setStatus] = React.useState<Status>(null)
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: defaults,
  })
  const timeZone = useWatch({ control: form.control, name: 'timeZone' })
  const zoneChoices = React.useMemo(
    () => timeZones.map((zone) => ({ value: zone, label: zone })),
    [timeZones],
  )

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null)
    const result = await updateProfileAction(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setStatus({ tone: 'error', message: result.error })
      toast.error(result.error)
      return
    }
    form.reset(values)
    setStatus({ tone: 'success', message: PROFILE_UPDATED })
    toast.success(PROFILE_UPDATED)
    router.refresh()
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Your details">
        <TextField control={form.control} name="fullName" label="Full name" autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceField
            control={form.control}
            name="country"
            label="Country"
            placeholder="Choose your country"
            choices={countryChoices}
          />
          <ChoiceField
            control={form.control}
            name="studyLevel"
            label="Study level"
            placeholder="Choose your level"
            choices={studyLevelChoices}
          />
        </div>
        <TextField
          control={form.control}
          name="university"
          label="University or college"
          autoComplete="organization"
        />
        <ChoiceField
          control={form.control}
          name="timeZone"
          label="Time zone"
          placeholder="Choose your time zone"
          choices={zoneChoices}
          description={
            <DeviceTimeZoneButton
              current={timeZone}
              zones={timeZones}
              onPick={(zone) => form.setValue('timeZone', zone, { shouldDirty: true })}
            />
          }
        />
        <FormAlert tone={status?.tone ?? 'success'}>{status?.message}</FormAlert>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save details'}
        </Button>
      </form>
    </Form>
  )
}

'use client'

import Link from 'next/link'
import * as React from 'react'

import { ActionForm } from '@/components/forms/action-form'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { ChoiceField } from '@/components/forms/choice-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { INTEGRITY_ACKNOWLEDGEMENT } from '@/components/services/integrity-statement'
import type { PlacedOrder } from '@/lib/actions/orders/request-order'
import { postJson } from '@/lib/http/post-json'
import {
  ACADEMIC_LEVEL_LABELS,
  BRIEF_MAX,
  orderRequestSchema,
  type OrderRequestInput,
} from '@/lib/validation/orders'

export type ServiceChoice = { value: string; label: string }

const levelChoices = Object.entries(ACADEMIC_LEVEL_LABELS).map(([value, label]) => ({
  value,
  label,
}))

/** The visitor's own time zone; deadlines are entered in it and stored as an instant. */
function deviceTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

type OrderRequestFormProps = {
  services: ServiceChoice[]
  initialService: string
  /** What the form held when it was last closed unsent, to carry on from. */
  kept?: OrderRequestInput | null
  /** Called as the form closes with what it holds, or with null once the request is sent. */
  onKeep?: (values: OrderRequestInput | null) => void
}

export function OrderRequestForm({
  services,
  initialService,
  kept = null,
  onKeep,
}: OrderRequestFormProps) {
  const [placed, setPlaced] = React.useState<string | null>(null)
  // One key per request: a second submit of the same request returns the first order.
  const [idempotencyKey] = React.useState(() => kept?.idempotencyKey ?? crypto.randomUUID())
  const [timeZone] = React.useState(deviceTimeZone)
  const defaults: OrderRequestInput = kept
    ? { ...kept, serviceSlug: initialService }
    : {
        serviceSlug: initialService,
        subject: '',
        academicLevel: 'undergraduate',
        deadline: '',
        timeZone,
        brief: '',
        integrityAcknowledged: false as unknown as true,
        idempotencyKey,
      }
  const request = useActionForm({
    schema: orderRequestSchema,
    defaultValues: defaults,
    action: (values) => postJson<PlacedOrder>('/api/orders', values),
    failureIn: 'status',
    // The dialog's own panel says so: a toast would be hidden from screen readers behind it.
    onSuccess: ({ orderNumber }) => setPlaced(orderNumber),
  })
  const { control } = request.form
  // Closing the dialog (Escape, a click outside) unmounts the form: what was typed is handed
  // back to keep for the next opening, unless the request went.
  const keep = React.useEffectEvent(() => onKeep?.(placed ? null : request.form.getValues()))
  React.useEffect(() => () => keep(), [])

  if (placed) {
    return (
      <div role="status" className="grid gap-3">
        <p className="text-lg font-semibold">Request {placed} sent</p>
        <p className="text-muted-foreground">
          We have emailed you a confirmation. Follow its status, or cancel it while it is pending,
          on your dashboard.
        </p>
        <Link href="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Go to your dashboard
        </Link>
      </div>
    )
  }

  return (
    <ActionForm
      {...request}
      label="Order request"
      actions={<SubmitButton pendingLabel="Sending…">Send request</SubmitButton>}
    >
      <ChoiceField
        control={control}
        name="serviceSlug"
        label="Service"
        placeholder="Choose a service"
        choices={services}
      />
      <TextField
        control={control}
        name="subject"
        label="Subject or module"
        placeholder="e.g. Introductory statistics"
        maxLength={200}
      />
      <ChoiceField
        control={control}
        name="academicLevel"
        label="Academic level"
        placeholder="Choose your level"
        choices={levelChoices}
      />
      <TextField
        control={control}
        name="deadline"
        label="When do you need help by?"
        type="datetime-local"
        description={`In your time zone (${timeZone}).`}
      />
      <TextareaField
        control={control}
        name="brief"
        label="Brief"
        description="What you are working on, where you are stuck and what kind of help you want. Do not paste assessment questions you must answer alone."
        rows={6}
        maxLength={BRIEF_MAX}
        showCount
      />
      <CheckboxField
        control={control}
        name="integrityAcknowledged"
        label={INTEGRITY_ACKNOWLEDGEMENT}
      />
    </ActionForm>
  )
}

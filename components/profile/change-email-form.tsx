'use client'

import { toast } from 'sonner'

import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { changeEmailAction } from '@/lib/actions/profile/change-email'
import { changeEmailSchema } from '@/lib/validation/profile'

export function ChangeEmailForm({ pendingEmail }: { pendingEmail: string | null }) {
  const emailForm = useActionForm({
    schema: changeEmailSchema,
    defaultValues: { email: '' },
    initialStatus: pendingEmail
      ? { tone: 'success', message: `A change to ${pendingEmail} is waiting for confirmation.` }
      : null,
    action: changeEmailAction,
    onSuccess: ({ email }, _values, form) => {
      form.reset({ email: '' })
      toast.success('Check your inbox to confirm your new email address.')
      return `We have sent a confirmation link to ${email}. Your email address changes once you follow it.`
    },
  })

  return (
    <ActionForm
      {...emailForm}
      label="Change email address"
      actions={
        <SubmitButton className="justify-self-start" pendingLabel="Sending…">
          Change email
        </SubmitButton>
      }
    >
      <EmailField control={emailForm.form.control} name="email" label="New email address" />
    </ActionForm>
  )
}

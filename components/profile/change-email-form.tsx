'use client'

import { toast } from 'sonner'

import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { changeEmailAction } from '@/lib/actions/profile/change-email'
import { emailChangeSentMessage, pendingEmailChangeMessage } from '@/lib/auth/email-change'
import { changeEmailSchema } from '@/lib/validation/profile'

type ChangeEmailFormProps = { pendingEmail: string | null; firstLinkFollowed: boolean }

export function ChangeEmailForm({ pendingEmail, firstLinkFollowed }: ChangeEmailFormProps) {
  const emailForm = useActionForm({
    schema: changeEmailSchema,
    defaultValues: { email: '' },
    initialStatus: pendingEmail
      ? { tone: 'success', message: pendingEmailChangeMessage(pendingEmail, firstLinkFollowed) }
      : null,
    action: changeEmailAction,
    onSuccess: ({ email }, _values, form) => {
      form.reset({ email: '' })
      toast.success('Check your inbox to confirm your new email address.')
      return emailChangeSentMessage(email)
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

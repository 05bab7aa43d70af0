'use client'

import * as React from 'react'

import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { useActionForm } from '@/components/forms/use-action-form'
import { Button } from '@/components/ui/button'
import { requestPasswordResetAction } from '@/lib/actions/auth/request-password-reset'
import { forgotPasswordSchema } from '@/lib/validation/auth'

const SENT =
  'If an account uses that email, a link to set a new password is on its way. It expires in one hour.'

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const resetForm = useActionForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    action: requestPasswordResetAction,
    onSuccess: () => SENT,
  })
  const { setFocus } = resetForm.form

  // This form takes the place of the button that opened it, so focus starts in its field.
  React.useEffect(() => setFocus('email'), [setFocus])

  return (
    <ActionForm
      {...resetForm}
      label="Reset password"
      actions={
        <>
          <SubmitButton>Send reset link</SubmitButton>
          <Button type="button" variant="link" onClick={onBack}>
            Back to sign in
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <EmailField control={resetForm.form.control} name="email" />
    </ActionForm>
  )
}

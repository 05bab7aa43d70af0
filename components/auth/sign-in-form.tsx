'use client'

import * as React from 'react'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { Button } from '@/components/ui/button'
import { resendConfirmationAction } from '@/lib/actions/auth/resend-confirmation'
import { NETWORK_ERROR } from '@/lib/http/post-json'
import { signInSchema } from '@/lib/validation/auth'

/** Supabase Auth's message for a password sign-in to an account whose email is unconfirmed. */
const EMAIL_NOT_CONFIRMED = 'Email not confirmed'

const CONFIRMATION_SENT_AGAIN =
  'If that account is still waiting for confirmation, we have sent the email again. Check your inbox and spam folder.'

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth()
  const signInForm = useActionForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    action: signIn,
    onSuccess: () => {
      toast.success('Signed in successfully!')
      onSignedIn()
    },
  })
  const { control, getValues } = signInForm.form
  const [resending, setResending] = React.useState(false)
  const submitButton = React.useRef<HTMLButtonElement>(null)
  const unconfirmed = signInForm.status?.message === EMAIL_NOT_CONFIRMED

  const resendConfirmation = async () => {
    if (resending) return
    setResending(true)
    const result = await resendConfirmationAction({ email: getValues('email') }).catch(() => null)
    setResending(false)
    signInForm.setStatus(
      result?.ok
        ? { tone: 'success', message: CONFIRMATION_SENT_AGAIN }
        : { tone: 'error', message: result?.error ?? NETWORK_ERROR },
    )
    // Sent, the button goes; the keyboard carries on at Sign in, the next step once confirmed.
    if (result?.ok) submitButton.current?.focus()
  }

  return (
    <ActionForm
      {...signInForm}
      label="Sign in"
      actions={
        <>
          <SubmitButton ref={submitButton} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
          {unconfirmed ? (
            <Button
              type="button"
              variant="outline"
              // Not `disabled` while sending: that would drop the keyboard's focus to the page.
              aria-disabled={resending || undefined}
              onClick={resendConfirmation}
            >
              {resending ? 'Sending…' : 'Send the confirmation email again'}
            </Button>
          ) : null}
        </>
      }
    >
      <EmailField control={control} name="email" />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </ActionForm>
  )
}

'use client'

import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { signInSchema } from '@/lib/validation/auth'

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
  const { control } = signInForm.form

  return (
    <ActionForm
      {...signInForm}
      label="Sign in"
      actions={<SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>}
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

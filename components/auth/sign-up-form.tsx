'use client'

import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { NewPasswordField } from '@/components/auth/new-password-field'
import { ActionForm } from '@/components/forms/action-form'
import { EmailField } from '@/components/forms/email-field'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { signUpSchema } from '@/lib/validation/auth'

const CREATED = 'Account created successfully! Please check your email to verify your account.'

/** `next`: where the confirmation link leads, when followed in this browser. */
export function SignUpForm({ next }: { next: string }) {
  const { signUp } = useAuth()
  const signUpForm = useActionForm({
    schema: signUpSchema,
    defaultValues: { fullName: '', email: '', password: '' },
    action: (values) => signUp(values, next),
    onSuccess: (_data, { email }, form) => {
      toast.success(CREATED)
      form.reset()
      // Stays after the toast has gone, in other words than the toast's. Auth answers an address
      // that already has an account the same way, without mail, so nobody learns who signed up.
      return `We have sent a confirmation link to ${email}. Follow it, then sign in. No email within a few minutes? If you already have an account, sign in or reset your password.`
    },
  })
  const { control } = signUpForm.form

  return (
    <ActionForm
      {...signUpForm}
      label="Create account"
      actions={<SubmitButton pendingLabel="Creating account…">Create account</SubmitButton>}
    >
      <TextField
        control={control}
        name="fullName"
        label="Full name (optional)"
        autoComplete="name"
      />
      <EmailField control={control} name="email" />
      <NewPasswordField control={control} name="password" label="Password" />
    </ActionForm>
  )
}

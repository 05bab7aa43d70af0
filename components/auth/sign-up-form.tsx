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

export function SignUpForm() {
  const { signUp } = useAuth()
  const signUpForm = useActionForm({
    schema: signUpSchema,
    defaultValues: { fullName: '', email: '', password: '' },
    action: signUp,
    onSuccess: (_data, _values, form) => {
      toast.success(CREATED)
      form.reset()
      return CREATED
    },
  })
  const { control } = signUpForm.form

  return (
    <ActionForm
      {...signUpForm}
      label="Create account"
      actions={<SubmitButton pendingLabel="Creating account…">Create account</SubmitButton>}
    >
      <TextField control={control} name="fullName" label="Full name" autoComplete="name" />
      <EmailField control={control} name="email" />
      <NewPasswordField control={control} name="password" label="Password" />
    </ActionForm>
  )
}

'use client'

import { toast } from 'sonner'

import { NewPasswordField } from '@/components/auth/new-password-field'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { useActionForm } from '@/components/forms/use-action-form'
import { updatePasswordAction } from '@/lib/actions/auth/update-password'
import { newPasswordSchema } from '@/lib/validation/auth'

const CHANGED = 'Your password has been changed.'

type NewPasswordFormProps = {
  /** Accessible name of the form. */
  name: string
  submitLabel: string
  /** Runs after the password is saved (the recovery page moves on; the profile stays). */
  onChanged?: () => void
}

/** Sets a new password for the signed-in user: after a recovery link, or from the profile. */
export function NewPasswordForm({ name, submitLabel, onChanged }: NewPasswordFormProps) {
  const passwordForm = useActionForm({
    schema: newPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
    action: updatePasswordAction,
    onSuccess: (_data, _values, form) => {
      form.reset()
      toast.success(CHANGED)
      onChanged?.()
    },
  })
  const { control } = passwordForm.form

  return (
    <ActionForm
      {...passwordForm}
      label={name}
      actions={
        <SubmitButton className="justify-self-start" pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      }
    >
      <NewPasswordField control={control} name="password" label="New password" />
      <TextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </ActionForm>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { FormAlert } from '@/components/auth/form-alert'
import { PasswordRules } from '@/components/auth/password-rules'
import { Button } from '@/components/ui/button'
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { updatePasswordAction } from '@/lib/actions/auth/update-password'
import { applyFieldErrors } from '@/lib/forms/apply-field-errors'
import { newPasswordSchema, type NewPasswordInput } from '@/lib/validation/auth'

const CHANGED = 'Your password has been changed.'

type Status = { tone: 'error' | 'success'; message: string } | null

type NewPasswordFormProps = {
  /** Accessible name of the form. */
  name: string
  submitLabel: string
  /** Runs after the password is saved (the recovery page moves on; the profile stays). */
  onChanged?: () => void
}

/** Sets a new password for the signed-in user: after a recovery link, or from the profile. */
export function NewPasswordForm({ name, submitLabel, onChanged }: NewPasswordFormProps) {
  const rulesId = React.useId()
  const [status, setStatus] = React.useState<Status>(null)
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const password = useWatch({ control: form.control, name: 'password' })

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null)
    const result = await updatePasswordAction(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setStatus({ tone: 'error', message: result.error })
      toast.error(result.error)
      return
    }
    form.reset()
    setStatus({ tone: 'success', message: CHANGED })
    toast.success(CHANGED)
    onChanged?.()
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={name}>
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordRules id={rulesId} value={password} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="confirmPassword"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Confirm new password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormAlert tone={status?.tone ?? 'success'}>{status?.message}</FormAlert>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </form>
    </Form>
  )
}

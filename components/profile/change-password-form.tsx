'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { FormAlert } from '@/components/auth/form-alert'
import { PasswordRules } from '@/components/auth/password-rules'
import { TextField } from '@/components/profile/text-field'
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

type Status = { tone: 'error' | 'success'; message: string } | null

export function ChangePasswordForm() {
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
    setStatus({ tone: 'success', message: 'Your password has been changed.' })
    toast.success('Your password has been changed.')
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordRules id="profile-password-rules" value={password} />
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <FormAlert tone={status?.tone ?? 'success'}>{status?.message}</FormAlert>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </Form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
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

export function NewPasswordForm() {
  const router = useRouter()
  const [error, setError] = React.useState<string | null>(null)
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const password = useWatch({ control: form.control, name: 'password' })

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    const result = await updatePasswordAction(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setError(result.error)
      toast.error(result.error)
      return
    }
    toast.success('Your password has been changed.')
    router.replace('/dashboard')
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Set a new password">
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordRules id="new-password-rules" value={password} />
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
        <FormAlert tone="error">{error}</FormAlert>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save new password
        </Button>
      </form>
    </Form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { FormAlert } from '@/components/auth/form-alert'
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
import { requestPasswordResetAction } from '@/lib/actions/auth/request-password-reset'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth'

const SENT =
  'If an account uses that email, a link to set a new password is on its way. It expires in one hour.'

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [status, setStatus] = React.useState<{ tone: 'error' | 'success'; text: string } | null>(
    null,
  )
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await requestPasswordResetAction(values)
    if (!result.ok) {
      setStatus({ tone: 'error', text: result.error })
      toast.error(result.error)
      return
    }
    setStatus({ tone: 'success', text: SENT })
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
        <p className="text-sm text-muted-foreground">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormAlert tone={status?.tone ?? 'error'}>{status?.text}</FormAlert>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Send reset link
        </Button>
        <Button type="button" variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      </form>
    </Form>
  )
}

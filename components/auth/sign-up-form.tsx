'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
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
  useFormField,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { applyFieldErrors } from '@/lib/forms/apply-field-errors'
import { signUpSchema, type SignUpInput } from '@/lib/validation/auth'

const CREATED = 'Account created successfully! Please check your email to verify your account.'

/** The rules double as the field's description, so screen readers hear them with the input. */
function PasswordRulesDescription({ value }: { value: string }) {
  const { formDescriptionId } = useFormField()
  return <PasswordRules id={formDescriptionId} value={value} />
}

export function SignUpForm() {
  const { signUp } = useAuth()
  const [status, setStatus] = React.useState<{ tone: 'error' | 'success'; text: string } | null>(
    null,
  )
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  })
  const password = useWatch({ control: form.control, name: 'password' })

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null)
    const result = await signUp(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setStatus({ tone: 'error', text: result.error })
      toast.error(result.error)
      return
    }
    toast.success(CREATED)
    setStatus({ tone: 'success', text: CREATED })
    form.reset()
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
        <FormField
          control={form.control}
          name="fullName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Full name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
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
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <PasswordRulesDescription value={password} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormAlert tone={status?.tone ?? 'error'}>{status?.text}</FormAlert>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </Form>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { FormAlert } from '@/components/auth/form-alert'
import { TextField } from '@/components/profile/text-field'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { changeEmailAction } from '@/lib/actions/profile/change-email'
import { applyFieldErrors } from '@/lib/forms/apply-field-errors'
import { changeEmailSchema, type ChangeEmailInput } from '@/lib/validation/profile'

type Status = { tone: 'error' | 'success'; message: string } | null

export function ChangeEmailForm({ pendingEmail }: { pendingEmail: string | null }) {
  const [status, setStatus] = React.useState<Status>(
    pendingEmail
      ? { tone: 'success', message: `A change to ${pendingEmail} is waiting for confirmation.` }
      : null,
  )
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null)
    const result = await changeEmailAction(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setStatus({ tone: 'error', message: result.error })
      toast.error(result.error)
      return
    }
    const message = `We have sent a confirmation link to ${result.data.email}. Your email address changes once you follow it.`
    form.reset({ email: '' })
    setStatus({ tone: 'success', message })
    toast.success('Check your inbox to confirm your new email address.')
  })

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change email address">
        <TextField
          control={form.control}
          name="email"
          label="New email address"
          type="email"
          autoComplete="email"
        />
        <FormAlert tone={status?.tone ?? 'success'}>{status?.message}</FormAlert>
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Change email'}
        </Button>
      </form>
    </Form>
  )
}

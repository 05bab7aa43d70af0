'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import type { FormStatus } from '@/components/forms/form-alert'
import type { ActionResult } from '@/lib/actions/result'
import { applyFieldErrors } from '@/components/forms/apply-field-errors'

type Schema = z.ZodType<FieldValues, FieldValues>

type ActionFormOptions<S extends Schema, R> = {
  /** The schema the action parses with, so the form catches the same mistakes first. */
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  /** What the status line says before the first submit. */
  initialStatus?: FormStatus | null
  action: (values: z.output<S>) => Promise<ActionResult<R>>
  /** Runs once the action has succeeded; a string it returns is shown as the form's status. */
  onSuccess: (
    data: R,
    values: z.output<S>,
    form: UseFormReturn<z.input<S>, unknown, z.output<S>>,
  ) => string | void | Promise<string | void>
}

/**
 * A react-hook-form form that sends its values to a server action. A failure shows the action's
 * field errors on their fields, its message in the form's status and in an error toast.
 */
export function useActionForm<S extends Schema, R>({
  schema,
  defaultValues,
  initialStatus = null,
  action,
  onSuccess,
}: ActionFormOptions<S, R>) {
  const [status, setStatus] = React.useState(initialStatus)
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null)
    const result = await action(values)
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setStatus({ tone: 'error', message: result.error })
      toast.error(result.error)
      return
    }
    const message = await onSuccess(result.data, values, form)
    if (message) setStatus({ tone: 'success', message })
  })

  return { form, onSubmit, status, setStatus, pending: form.formState.isSubmitting }
}

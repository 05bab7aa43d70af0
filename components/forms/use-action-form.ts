'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'

import type { FormStatus } from '@/components/forms/form-alert'
import { fail, type ActionResult, type EditConflict } from '@/lib/actions/result'
import { applyFieldErrors } from '@/components/forms/apply-field-errors'
import { NETWORK_ERROR } from '@/lib/http/post-json'

type Schema = z.ZodType<FieldValues, FieldValues>

type ActionFormOptions<TIn extends FieldValues, TOut extends FieldValues, R> = {
  defaultValues: DefaultValues<TIn>
  /** What the status line says before the first submit. */
  initialStatus?: FormStatus | null
  action: (values: TOut) => Promise<ActionResult<R>>
  /**
   * Where a failure's message shows: in an error toast (the default), or in the status line
   * alone for a form inside a modal dialog, which hides the toaster from screen readers.
   */
  failureIn?: 'toast' | 'status'
  /** Runs once the action has succeeded; a string it returns is shown as the form's status. */
  onSuccess: (
    data: R,
    values: TOut,
    form: UseFormReturn<TIn, unknown, TOut>,
  ) => string | void | Promise<string | void>
}

/**
 * A react-hook-form form that sends its values to a server action. A failure shows the action's
 * field errors on their fields and its message once: in an error toast, or in the form's status
 * line when the toast cannot be shown; so does an action that never answers (offline, or a
 * response that is not the action's), and the values stay in the form either way.
 */
export function useActionForm<S extends Schema, R>({
  schema,
  ...options
}: ActionFormOptions<z.input<S>, z.output<S>, R> & {
  /** The schema the action parses with, so the form catches the same mistakes first. */
  schema: S
}) {
  return useResolvedActionForm({ ...options, resolver: zodResolver(schema) })
}

/**
 * useActionForm with its own check of the values instead of the action's zod schema, for a public
 * page that should not load zod; the check must say what the schema says (test it against it).
 */
export function useResolvedActionForm<TIn extends FieldValues, TOut extends FieldValues, R>({
  resolver,
  defaultValues,
  initialStatus = null,
  action,
  failureIn = 'toast',
  onSuccess,
}: ActionFormOptions<TIn, TOut, R> & { resolver: Resolver<TIn, unknown, TOut> }) {
  const [status, setStatus] = React.useState(initialStatus)
  const [conflict, setConflict] = React.useState<EditConflict | null>(null)
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues })

  const clearStatus = () => {
    setStatus(null)
    setConflict(null)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clearStatus()
    const result: ActionResult<R> = await action(values).catch(() => fail(NETWORK_ERROR))
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors)
      setConflict(result.conflict ?? null)
      const failure = { tone: 'error', message: result.error } as const
      if (failureIn === 'status') {
        setStatus(failure)
        return
      }
      setStatus({ ...failure, inToast: true })
      // sonner comes with the toaster, which loads after hydration; importing it here on demand
      // keeps it out of the first load of every page with a form. Should it fail to load, the
      // status line says what went wrong instead.
      void import('sonner')
        .then(({ toast }) => toast.error(result.error))
        .catch(() => setStatus(failure))
      return
    }
    const message = await onSuccess(result.data, values, form)
    if (message) setStatus({ tone: 'success', message })
  }, clearStatus)

  return {
    form,
    onSubmit,
    status,
    setStatus,
    /** Set when an admin save met someone else's newer change (see updateIfUnchanged). */
    conflict,
    setConflict,
    pending: form.formState.isSubmitting,
  }
}

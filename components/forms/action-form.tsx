'use client'

import * as React from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { FormAlert, type FormStatus } from '@/components/forms/form-alert'
import { FormPendingContext } from '@/components/forms/submit-button'
import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import { Form } from '@/components/ui/form'
import { withClassName } from '@/lib/utils'

const NEEDS_JAVASCRIPT =
  'This form needs JavaScript to send what you type. Turn it on in your browser, then reload the page.'

type ActionFormProps<TIn extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<TIn, unknown, TOut>
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  status: FormStatus | null
  pending: boolean
  /** The form's accessible name. */
  label: string
  className?: string
  /** The fields, in order. */
  children: React.ReactNode
  /** What follows the status line: a SubmitButton (it knows when the form is pending), and more. */
  actions: React.ReactNode
}

/**
 * A named form for useActionForm: the fields, the live status line, then the buttons. The
 * browser's own validation is off; the schema's messages show on the fields instead. The method
 * is POST so that a form sent before the page has hydrated never puts what was typed (a password)
 * into the URL, the history and the server's logs. Without JavaScript nothing could send it, so
 * the form says so before anything is typed.
 */
export function ActionForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  status,
  pending,
  label,
  className,
  children,
  actions,
}: ActionFormProps<TIn, TOut>) {
  const restoreFocus = useFocusKeptWhileSending(pending)
  return (
    <Form {...form}>
      <form
        method="post"
        onSubmit={(event) => {
          restoreFocus.remember()
          return onSubmit(event)
        }}
        noValidate
        className={withClassName('grid gap-4', className)}
        aria-label={label}
      >
        <NeedsJavaScript>{NEEDS_JAVASCRIPT}</NeedsJavaScript>
        {children}
        <FormAlert status={status} />
        <FormPendingContext value={pending}>{actions}</FormPendingContext>
      </form>
    </Form>
  )
}

/**
 * The submit button is disabled while the form is sending, and a disabled button drops the focus
 * to the page body: a keyboard or screen-reader user would start again from the top. Once the
 * form is idle again, the focus goes back where it was, unless something else (a field with an
 * error) has taken it since.
 */
function useFocusKeptWhileSending(pending: boolean) {
  const focused = React.useRef<HTMLElement | null>(null)
  React.useEffect(() => {
    if (pending) return
    const previous = focused.current
    focused.current = null
    const lost = document.activeElement === null || document.activeElement === document.body
    if (previous?.isConnected && lost) previous.focus()
  }, [pending])
  return {
    remember: () => {
      focused.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
  }
}

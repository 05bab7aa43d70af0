'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'
import { SpinnerIcon } from '@/components/ui/spinner'

/** Whether the surrounding form is being sent; ActionForm provides it. */
export const FormPendingContext = React.createContext(false)

type SubmitButtonProps = React.ComponentProps<typeof Button> & {
  /** Whether the form is being sent; by default, what the surrounding ActionForm says. */
  pending?: boolean
  /** What the button says while the form is being sent; its usual text when left out. */
  pendingLabel?: React.ReactNode
}

/** A form's submit button: disabled and turning while the form is being sent. */
export function SubmitButton({
  pending: pendingProp,
  pendingLabel,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  const formPending = React.useContext(FormPendingContext)
  const pending = pendingProp ?? formPending
  return (
    <Button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <SpinnerIcon /> : null}
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  )
}

'use client'

import Link from 'next/link'
import * as React from 'react'

import { track } from '@/lib/analytics/track'
import { FormAlert, type FormStatus } from '@/components/forms/form-alert'
import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import { SubmitButton } from '@/components/forms/submit-button'
import { celebrate } from '@/components/home/study-guide/celebrate'
import {
  leadEmailError,
  submitLead,
  SUCCESS_MESSAGE,
} from '@/components/home/study-guide/submit-lead'
import { SuccessPanel } from '@/components/home/study-guide/success-panel'
import { Input } from '@/components/ui/input'

export const SUCCESS_PANEL_MS = 5000

type Status = 'idle' | 'sending' | 'success' | 'error'

export function StudyGuideForm() {
  const [email, setEmail] = React.useState('')
  const [status, setStatus] = React.useState<Status>('idle')
  // What is wrong with the address, on the field; and why the server did not send the guide, in
  // the form's status line until the next try (the toast alone is gone after 4 s).
  const [fieldError, setFieldError] = React.useState<string | null>(null)
  const [failure, setFailure] = React.useState<FormStatus | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)
  // Whether the panel had focus when it closed, so the form that replaces it takes focus back.
  const refocusInput = React.useRef(false)
  // What had focus when the form was sent: the disabled button and input drop it to the page.
  const focusedBeforeSending = React.useRef<HTMLElement | null>(null)
  const sending = status === 'sending'

  React.useEffect(() => {
    if (status === 'idle' && refocusInput.current) {
      // After the commit that shows the form again: a disabled or hidden input cannot take focus.
      refocusInput.current = false
      inputRef.current?.focus()
    }
    if (status === 'error') {
      const previous = focusedBeforeSending.current
      focusedBeforeSending.current = null
      const lost = document.activeElement === null || document.activeElement === document.body
      if (previous?.isConnected && lost) previous.focus()
    }
    if (status !== 'success') return
    panelRef.current?.focus()
    const timer = window.setTimeout(() => {
      refocusInput.current = panelRef.current?.contains(document.activeElement) ?? false
      setStatus('idle')
    }, SUCCESS_PANEL_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = email.trim()
    if (!value || sending) return
    setFailure(null)
    const invalid = leadEmailError(value)
    setFieldError(invalid)
    if (invalid) {
      setStatus('error')
      inputRef.current?.focus()
      return
    }
    focusedBeforeSending.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null
    setStatus('sending')
    // The page's toaster has loaded sonner by now; importing it here keeps it out of this chunk.
    // The toast says how it went; a failure also stays in the form's status line, so it is still
    // there for whoever reads slowly, and is announced there only when sonner failed to load.
    const [outcome, sonner] = await Promise.all([
      submitLead(value),
      import('sonner').catch(() => null),
    ])
    if (outcome.ok) {
      setEmail('')
      setStatus('success')
      track('lead_submitted')
      sonner?.toast.success(SUCCESS_MESSAGE)
      celebrate()
    } else {
      // The spec's error toast, and the same words in the form, where they stay.
      setStatus('error')
      setFailure({ tone: 'error', message: outcome.error, toastSaid: sonner !== null })
      sonner?.toast.error(outcome.error)
    }
  }

  if (status === 'success') return <SuccessPanel ref={panelRef} />

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Get the Study Success Guide"
      noValidate
      className="grid gap-3"
    >
      <NeedsJavaScript>
        Sending the guide needs JavaScript. Turn it on in your browser, then reload the page.
      </NeedsJavaScript>
      <label htmlFor="study-guide-email" className="text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          id="study-guide-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@university.edu"
          value={email}
          disabled={sending}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={
            fieldError ? 'study-guide-email-error study-guide-note' : 'study-guide-note'
          }
          onChange={(event) => {
            setEmail(event.target.value)
            if (fieldError) setFieldError(null)
          }}
          size="lg"
          surface="solid"
        />
        <SubmitButton
          size="lg"
          pending={sending}
          pendingLabel="Sending…"
          disabled={email.trim() === ''}
        >
          Send me the guide
        </SubmitButton>
      </div>
      {/* One row of the grid: at most one of the two says something at a time. */}
      <div>
        <div aria-live="polite">
          {fieldError ? (
            <p id="study-guide-email-error" className="text-sm font-medium text-destructive">
              {fieldError}
            </p>
          ) : null}
        </div>
        <FormAlert status={failure} />
      </div>
      <p id="study-guide-note" className="text-sm text-muted-foreground">
        We will email you a download link. You can unsubscribe at any time; see our{' '}
        <Link href="/privacy" className="font-medium text-foreground underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  )
}

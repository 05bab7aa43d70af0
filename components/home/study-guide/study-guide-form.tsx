'use client'

import Link from 'next/link'
import * as React from 'react'

import { track } from '@/lib/analytics/track'
import { SubmitButton } from '@/components/forms/submit-button'
import { celebrate } from '@/components/home/study-guide/celebrate'
import { submitLead, SUCCESS_MESSAGE } from '@/components/home/study-guide/submit-lead'
import { SuccessPanel } from '@/components/home/study-guide/success-panel'
import { Input } from '@/components/ui/input'

export const SUCCESS_PANEL_MS = 5000

type Status = 'idle' | 'sending' | 'success' | 'error'

export function StudyGuideForm() {
  const [email, setEmail] = React.useState('')
  const [status, setStatus] = React.useState<Status>('idle')
  const [error, setError] = React.useState<string | null>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)
  // Whether the panel had focus when it closed, so the form that replaces it takes focus back.
  const refocusInput = React.useRef(false)
  const sending = status === 'sending'

  React.useEffect(() => {
    if (status === 'idle' && refocusInput.current) {
      // After the commit that shows the form again: a disabled or hidden input cannot take focus.
      refocusInput.current = false
      inputRef.current?.focus()
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
    setStatus('sending')
    setError(null)
    // The page's toaster has loaded sonner by now; importing it here keeps it out of this chunk.
    // The toast says how it went, once; should it fail to load, the form says so itself.
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
      setStatus('error')
      if (sonner) sonner.toast.error(outcome.error)
      else setError(outcome.error)
    }
  }

  if (status === 'success') return <SuccessPanel ref={panelRef} />

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-label="Get the Study Success Guide"
      className="grid gap-3"
    >
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'study-guide-error' : 'study-guide-note'}
          onChange={(event) => {
            setEmail(event.target.value)
            if (error) setError(null)
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
      <div aria-live="polite">
        {error ? (
          <p id="study-guide-error" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
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

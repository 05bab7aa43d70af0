'use client'

import * as React from 'react'

import { FormAlert, type FormStatus } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button'
import { UnsubscribeMessage } from '@/components/home/study-guide/unsubscribe-message'
import { confirmUnsubscribeAction } from '@/lib/actions/leads/confirm-unsubscribe'
import { resubscribeLeadAction, type ResubscribeResult } from '@/lib/actions/leads/resubscribe-lead'
import type { UnsubscribeResult } from '@/lib/actions/leads/unsubscribe-lead'

const resubscribed: Record<ResubscribeResult, FormStatus> = {
  sent: {
    tone: 'success',
    message: 'You are subscribed again. We have emailed you the Study Success Guide.',
  },
  resubscribed: { tone: 'success', message: 'You are subscribed again.' },
  invalid: { tone: 'error', message: 'This link is not valid any more.' },
  failed: {
    tone: 'error',
    message: 'We could not subscribe you again just now. Please try again in a few minutes.',
  },
}

/** Asks before unsubscribing (a GET never changes anything), then offers the way back in. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [result, unsubscribe, unsubscribing] = React.useActionState<UnsubscribeResult | null>(
    async () => {
      const outcome = await confirmUnsubscribeAction({ token })
      // The action refuses only a token too long to be one of ours.
      return outcome.ok ? outcome.data : 'invalid'
    },
    null,
  )
  const [status, resubscribe, resubscribing] = React.useActionState<FormStatus | null>(async () => {
    const outcome = await resubscribeLeadAction({ token })
    return resubscribed[outcome.ok ? outcome.data : 'failed']
  }, null)

  if (result) {
    return (
      <UnsubscribeMessage result={result}>
        {result === 'unsubscribed' ? (
          <form action={resubscribe} className="grid justify-items-start gap-3">
            <SubmitButton pending={resubscribing} disabled={status?.tone === 'success'}>
              Send me the guide again
            </SubmitButton>
            <FormAlert status={status} />
          </form>
        ) : null}
      </UnsubscribeMessage>
    )
  }
  return (
    <form action={unsubscribe} className="mt-6 grid justify-items-start gap-4">
      <p className="text-muted-foreground">
        Stop emails about the Study Success Guide to this address? Nothing changes until you press
        the button.
      </p>
      <SubmitButton pending={unsubscribing} pendingLabel="Unsubscribing">
        Unsubscribe
      </SubmitButton>
    </form>
  )
}

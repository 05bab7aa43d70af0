'use client'

import { ShieldCheckIcon } from 'lucide-react'

import { useConsent } from '@/components/consent/consent-provider'
import { Button } from '@/components/ui/button'

/** The live opt-out on /do-not-sell: advertising cookies are the only "sharing" we do. */
export function DoNotSellControl() {
  const { categories, globalPrivacyControl, setCategory, hasStoredChoice } = useConsent()
  const optedOut = globalPrivacyControl || !categories.ads

  return (
    <section
      aria-labelledby="opt-out-heading"
      data-testid="do-not-sell-control"
      className="rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id="opt-out-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
        Your choice on this browser
      </h2>
      <p className="mt-2 text-sm" aria-live="polite" data-testid="do-not-sell-status">
        {globalPrivacyControl
          ? 'Your browser sends a Global Privacy Control signal. We treat it as a request to opt out, so advertising cookies stay off and nothing is shared.'
          : optedOut
            ? 'You are opted out: advertising cookies are off, so no personal information is shared for cross-context behavioural advertising.'
            : 'Advertising cookies are on for this browser. Opt out to stop sharing for cross-context behavioural advertising.'}
      </p>
      {!optedOut && (
        <div className="mt-4">
          <Button onClick={() => setCategory('ads', false)}>Opt out of sale and sharing</Button>
        </div>
      )}
      {optedOut && !globalPrivacyControl && !hasStoredChoice && (
        <div className="mt-4">
          <Button onClick={() => setCategory('ads', false)}>Save my opt-out</Button>
        </div>
      )}
    </section>
  )
}

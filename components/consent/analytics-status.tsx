'use client'

import { BarChart3Icon } from 'lucide-react'

import { useConsent } from '@/components/consent/consent-provider'
import { Button } from '@/components/ui/button'

/** On /cookies: whether first-party analytics runs in this browser, and a switch for it. */
export function AnalyticsStatus() {
  const { categories, globalPrivacyControl, setCategory } = useConsent()
  const on = categories.analytics && !globalPrivacyControl
  return (
    <section
      aria-labelledby="analytics-status-heading"
      className="mx-auto mt-8 max-w-3xl rounded-xl border bg-card p-6 shadow-sm"
    >
      <h2 id="analytics-status-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3Icon aria-hidden="true" className="size-5 text-primary" />
        <span data-testid="analytics-status">Analytics: {on ? 'on' : 'off'}</span>
      </h2>
      <p className="mt-2 text-sm" aria-live="polite">
        {globalPrivacyControl
          ? 'Your browser sends a Global Privacy Control signal, so we record no analytics here.'
          : on
            ? 'We count page views and a few key actions in our own database: no cookies, no personal data, pages without their query strings.'
            : 'We record no analytics in this browser.'}
      </p>
      {globalPrivacyControl ? null : (
        <div className="mt-4">
          <Button variant="outline" onClick={() => setCategory('analytics', !on)}>
            {on ? 'Turn analytics off' : 'Turn analytics on'}
          </Button>
        </div>
      )}
    </section>
  )
}

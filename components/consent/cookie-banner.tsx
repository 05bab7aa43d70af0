'use client'

import Link from 'next/link'
import * as React from 'react'

import { useConsent } from '@/components/consent/consent-provider'
import { useReservedBottomSpace } from '@/components/layout/use-reserved-bottom-space'
import { Button } from '@/components/ui/button'

export function CookieBanner() {
  const { bannerVisible, acceptAll, rejectAll, setSettingsOpen } = useConsent()
  const banner = React.useRef<HTMLElement>(null)
  // The footer's last links and the back-to-top button stay above the banner.
  useReservedBottomSpace(banner, bannerVisible)
  if (!bannerVisible) return null

  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card p-4 shadow-lg md:inset-x-4 md:bottom-4 md:rounded-xl md:border"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-center">
        {/* Two short paragraphs rather than one long one: the banner appears after hydration
            (the spec's 150 ms delay), and a larger text block would become the page's Largest
            Contentful Paint on pages whose own opening text is short. */}
        <div className="flex-1 space-y-1 text-sm text-muted-foreground">
          <h2 id="cookie-banner-title" className="text-base font-semibold text-foreground">
            Your privacy choices
          </h2>
          <p>We use necessary cookies to run this site.</p>
          <p>
            With your permission, we also use analytics cookies to improve it and advertising
            cookies to measure our campaigns. Read our{' '}
            <Link href="/cookies" className="font-medium text-primary underline underline-offset-4">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
            Cookie settings
          </Button>
          {/* Refusing is as easy to see as accepting: two equal columns. */}
          <div className="grid grid-cols-[repeat(2,minmax(7rem,1fr))] gap-2">
            <Button onClick={rejectAll}>Reject all</Button>
            <Button onClick={acceptAll}>Accept all</Button>
          </div>
        </div>
      </div>
    </section>
  )
}

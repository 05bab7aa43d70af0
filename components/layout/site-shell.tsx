import type * as React from 'react'

import { LazyPageViewBeacon } from '@/components/analytics/lazy-page-view-beacon'
import { MembershipNotice } from '@/components/auth/membership-notice'
import { CookieBanner } from '@/components/consent/cookie-banner'
import { LazyConsentSettingsDialog } from '@/components/consent/lazy-consent-settings-dialog'
import { BackToTop } from '@/components/layout/back-to-top'
import { MAIN_ID, SKIP_LINK_ID } from '@/components/layout/landmarks'
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

/** The chrome around every public page: header, member notices, footer and floating controls. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        id={SKIP_LINK_ID}
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2 focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        Skip to content
      </a>
      <SiteHeader />
      <MembershipNotice />
      <main id={MAIN_ID} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <CookieBanner />
      <LazyConsentSettingsDialog />
      <ScrollToTopOnNavigate />
      <LazyPageViewBeacon />
    </>
  )
}

import type * as React from 'react'

import { LazyPageViewBeacon } from '@/components/analytics/lazy-page-view-beacon'
import { MembershipNotice } from '@/components/auth/membership-notice'
import { CookieBanner } from '@/components/consent/cookie-banner'
import { LazyConsentSettingsDialog } from '@/components/consent/lazy-consent-settings-dialog'
import { BackToTop } from '@/components/layout/back-to-top'
import { ScrollToTopOnNavigate } from '@/components/layout/scroll-to-top-on-navigate'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

/** The chrome around every public page: header, member notices, footer and floating controls. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      <SiteHeader />
      <MembershipNotice />
      <main id="main" className="flex-1">
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

'use client'

import { usePathname } from 'next/navigation'
import * as React from 'react'

import { useConsent } from '@/components/consent/consent-provider'
import { track } from '@/lib/analytics/track'
import { isAdminPath } from '@/lib/auth/guards'

/**
 * Records a page view on every path change while analytics consent is on and GPC is off, and
 * once when consent is given on the current page; never in the admin area. Renders nothing.
 */
export function PageViewBeacon() {
  const pathname = usePathname()
  const { categories, globalPrivacyControl } = useConsent()
  const allowed = categories.analytics && !globalPrivacyControl && !isAdminPath(pathname)
  React.useEffect(() => {
    if (allowed) track('page_view')
  }, [pathname, allowed])
  return null
}

import type * as React from 'react'

import { Providers } from '@/components/providers'
import { LiveSiteSettings } from '@/components/settings/live-site-settings'
import { SiteSettingsStyle } from '@/components/settings/site-settings-style'
import { getSiteSettings } from '@/lib/data/settings'
import { fontVariables } from '@/lib/theme/fonts'

/**
 * The <html> of every page: fonts, the admin's site settings and the client providers. Shared by
 * the root layout and app/global-not-found.tsx, which Next renders without any layout.
 */
export async function RootDocument({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()

  return (
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <link rel="sitemap" type="application/xml" title="Sitemap" href="/sitemap.xml" />
        <SiteSettingsStyle settings={settings} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <LiveSiteSettings initialSettings={settings} />
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}

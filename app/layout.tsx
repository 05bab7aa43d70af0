import './globals.css'

import type { Metadata, Viewport } from 'next'
import type * as React from 'react'

import { Providers } from '@/components/providers'
import { LiveSiteSettings } from '@/components/settings/live-site-settings'
import { SiteSettingsStyle } from '@/components/settings/site-settings-style'
import { fontVariables } from '@/lib/theme/fonts'
import { getSiteSettings } from '@/lib/data/settings'
import { rootMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = rootMetadata

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a101f' },
  ],
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
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

import './globals.css'

import type { Metadata, Viewport } from 'next'
import type * as React from 'react'

import { Providers } from '@/components/providers'
import { SiteSettingsProvider } from '@/components/settings/site-settings-provider'
import { SiteSettingsStyle } from '@/components/settings/site-settings-style'
import { fontVariables } from '@/lib/fonts'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
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
        <SiteSettingsProvider initialSettings={settings}>
          <Providers>{children}</Providers>
        </SiteSettingsProvider>
      </body>
    </html>
  )
}

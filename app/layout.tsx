import './globals.css'

import type { Metadata, Viewport } from 'next'
import type * as React from 'react'

import { Providers } from '@/components/providers'
import { fontVariables } from '@/lib/fonts'
import { rootMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = rootMetadata

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0a101f' },
  ],
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={fontVariables} suppressHydrationWarning>
      <head>
        <link rel="sitemap" type="application/xml" title="Sitemap" href="/sitemap.xml" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers>{children}</Providers>
      </body>
    </html>
  )
}

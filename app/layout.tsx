import './globals.css'

import type { Metadata, Viewport } from 'next'
import type * as React from 'react'

import { RootDocument } from '@/app/root-document'
import { rootMetadata, rootViewport } from '@/lib/seo/metadata'

export const metadata: Metadata = rootMetadata

export const viewport: Viewport = rootViewport

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}

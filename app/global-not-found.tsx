import './globals.css'

import type { Metadata, Viewport } from 'next'

import { NotFoundContent } from '@/components/errors/not-found-content'
import { PerRequest } from '@/components/errors/per-request'
import { RootDocument } from '@/app/root-document'
import { SiteShell } from '@/components/layout/site-shell'
import { notFoundMetadata, rootMetadata, rootViewport } from '@/lib/seo/metadata'

// Next marks this page noindex itself; a robots entry of ours would be a second tag.
export const metadata: Metadata = { ...rootMetadata, title: notFoundMetadata.title }

export const viewport: Viewport = rootViewport

/**
 * Unmatched URLs, under any path. Resumed per request (PerRequest), so a 404 under /auth or
 * /admin carries the request's nonce like the pages around it; a page of its own, so unlike a
 * root not-found.tsx it is in no other page's flight data.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteShell>
        <NotFoundContent />
        <PerRequest />
      </SiteShell>
    </RootDocument>
  )
}

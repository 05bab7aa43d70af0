'use client'

import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { classifyCtaLink } from '@/lib/promotions/cta-link'

type PromotionCtaProps = {
  label: string
  url: string
  /** The page's origin first, then the canonical site origin. */
  sameOrigins: readonly string[]
  onClick: () => void
}

/**
 * Same-origin destinations navigate inside the app; other URLs are ordinary links, which open in
 * the same tab. A URL with an unsafe scheme gets no button at all.
 */
export function PromotionCta({ label, url, sameOrigins, onClick }: PromotionCtaProps) {
  const link = classifyCtaLink(url, sameOrigins)
  if (link.kind === 'invalid') return null
  return (
    <Button asChild size="sm" data-testid="promotion-cta">
      {link.kind === 'internal' ? (
        // The banner shows on every visit: prefetching its destination each time would cost every
        // visitor a request for a page few of them open.
        <Link href={link.href} prefetch={false} onClick={onClick}>
          {label}
        </Link>
      ) : (
        <a href={link.href} onClick={onClick}>
          {label}
        </a>
      )}
    </Button>
  )
}

import { ExternalLinkIcon } from 'lucide-react'

import { Button } from '@/components/ui/button'

/** A resource's website, opened in a new tab without giving it a handle on this one. */
export function ExternalLinkButton({ href }: { href: string }) {
  return (
    <Button asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Visit the website
        <ExternalLinkIcon aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  )
}

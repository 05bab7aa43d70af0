import Link from 'next/link'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { siteConfig } from '@/config/site'
import type { UnsubscribeResult } from '@/lib/actions/leads/unsubscribe-lead'

const messages: Record<UnsubscribeResult, { title: string; text: string }> = {
  unsubscribed: {
    title: 'You have been unsubscribed.',
    text: 'We will not send you any more emails about the Study Success Guide, even if someone enters your address on our site. If you change your mind, use the button below.',
  },
  invalid: {
    title: 'This unsubscribe link is not valid.',
    text: 'It may have been cut short when it was copied. Open the link from the email again, or write to us and we will remove your address.',
  },
  failed: {
    title: 'We could not unsubscribe you just now.',
    text: 'Please open the link again in a few minutes, or write to us and we will remove your address.',
  },
}

type UnsubscribeMessageProps = {
  result: UnsubscribeResult
  /** What follows the text: the way back in after an unsubscribe. */
  children?: React.ReactNode
}

export function UnsubscribeMessage({ result, children }: UnsubscribeMessageProps) {
  const { title, text } = messages[result]
  return (
    <div role="status" className="mt-6 grid gap-4" data-result={result}>
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground">{text}</p>
      {result === 'unsubscribed' ? null : (
        <p className="text-muted-foreground">
          Email:{' '}
          <a
            href={`mailto:${siteConfig.privacyEmail}`}
            className="font-medium text-foreground underline underline-offset-4"
          >
            {siteConfig.privacyEmail}
          </a>
        </p>
      )}
      {children}
      <div>
        <Button asChild variant="outline">
          <Link href="/">Return Home</Link>
        </Button>
      </div>
    </div>
  )
}

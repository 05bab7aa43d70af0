import Link from 'next/link'

import { Button } from '@/components/ui/button'

type EmptyStateProps = { message: string; actionLabel: string; href: string }

/** What a section says when it has nothing yet, with the obvious next step. */
export function EmptyState({ message, actionLabel, href }: EmptyStateProps) {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button asChild variant="outline" size="sm">
        <Link href={href}>{actionLabel}</Link>
      </Button>
    </div>
  )
}

import type { Metadata } from 'next'
import type * as React from 'react'
import { Suspense } from 'react'

import { SiteShell } from '@/components/layout/site-shell'
import { Spinner } from '@/components/ui/spinner'
import { requireMember } from '@/lib/auth/require-member'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Checks the session on the server; inside Suspense because it reads cookies. */
async function MemberGate({ children }: { children: React.ReactNode }) {
  await requireMember()
  return children
}

export default function MemberLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <Suspense fallback={<Spinner />}>
        <MemberGate>{children}</MemberGate>
      </Suspense>
    </SiteShell>
  )
}

import type { Metadata } from 'next'
import type * as React from 'react'
import { Suspense } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { requireMember } from '@/lib/auth/require-member'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Checks the session on the server; inside Suspense because it reads cookies. */
async function MemberGate({ children }: { children: React.ReactNode }) {
  await requireMember()
  return children
}

// Inside (site)'s layout, so moving between public and member pages keeps one shell: Next keeps a
// page it leaves mounted but hidden, and a second shell would double every landmark and notice.
export default function MemberLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <MemberGate>{children}</MemberGate>
    </Suspense>
  )
}

import type { Metadata } from 'next'
import type * as React from 'react'
import { Suspense } from 'react'

import { AdminNav } from '@/components/admin/admin-nav'
import { SiteShell } from '@/components/layout/site-shell'
import { Spinner } from '@/components/ui/spinner'
import { requireAdmin } from '@/lib/auth/require-admin'

export const metadata: Metadata = {
  title: { template: '%s | Admin', default: 'Admin' },
  robots: { index: false, follow: false },
}

/** Checks the admin role on the server; inside Suspense because it reads cookies, so never cached. */
async function AdminGate({ children }: { children: React.ReactNode }) {
  await requireAdmin()
  return children
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <Suspense fallback={<Spinner label="Checking your access" />}>
        <AdminGate>
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-[14rem_1fr]">
            <AdminNav />
            <div className="min-w-0">{children}</div>
          </div>
        </AdminGate>
      </Suspense>
    </SiteShell>
  )
}

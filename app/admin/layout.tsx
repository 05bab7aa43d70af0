import type { Metadata } from 'next'
import type * as React from 'react'
import { Suspense } from 'react'

import { AdminBreadcrumbs } from '@/components/admin/admin-breadcrumbs'
import { AdminNav } from '@/components/admin/admin-nav'
import { SignOutButton } from '@/components/auth/sign-out-button'
import { SiteShell } from '@/components/layout/site-shell'
import { Spinner } from '@/components/ui/spinner'
import { requireAdmin } from '@/lib/auth/require-admin'
import { getAdminBadges } from '@/lib/data/admin/badges'

export const metadata: Metadata = {
  title: { template: '%s | Admin', default: 'Admin' },
  robots: { index: false, follow: false },
}

/** Checks the admin role on the server; inside Suspense because it reads cookies, so never cached. */
async function AdminGate({ children }: { children: React.ReactNode }) {
  const admin = await requireAdmin()
  const badges = await getAdminBadges()
  const name =
    typeof admin.user_metadata.full_name === 'string' && admin.user_metadata.full_name.trim()
      ? admin.user_metadata.full_name
      : (admin.email ?? 'Admin')
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[14rem_1fr] md:gap-8">
      <AdminNav badges={badges} />
      <div className="min-w-0 space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
          <AdminBreadcrumbs />
          <div className="flex items-center gap-3 text-sm">
            <span>
              Signed in as <strong className="font-medium">{name}</strong>
            </span>
            <SignOutButton size="sm" />
          </div>
        </div>
        <div id="admin-main">{children}</div>
      </div>
    </div>
  )
}

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteShell>
      <Suspense fallback={<Spinner label="Checking your access" />}>
        <AdminGate>{children}</AdminGate>
      </Suspense>
    </SiteShell>
  )
}

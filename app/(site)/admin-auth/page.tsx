import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { AdminSignIn } from '@/components/auth/admin-sign-in'
import { Spinner } from '@/components/ui/spinner'
import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Admin sign in',
  description: 'Sign in to manage the site.',
  path: '/admin-auth',
  noindex: true,
})

async function AdminSignInForRequest() {
  if (await currentUserIsAdmin()) redirect('/admin')
  return <AdminSignIn />
}

export default function AdminAuthPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Admin sign in</h1>
      <p className="mt-2 mb-8 text-muted-foreground">For staff who manage orders and content.</p>
      <Suspense fallback={<Spinner label="Loading sign-in" />}>
        <AdminSignInForRequest />
      </Suspense>
    </div>
  )
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { AuthPanel } from '@/components/auth/auth-panel'
import { NeedsJavaScript } from '@/components/layout/needs-javascript'
import { Spinner } from '@/components/ui/spinner'
import { OPENED_ELSEWHERE } from '@/lib/auth/auth-notice'
import { getCurrentUser } from '@/lib/auth/current-user'
import { safeNextPath } from '@/lib/auth/guards'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Sign in or create an account',
  description: 'Sign in to your dashboard, or create a free account to track orders and quizzes.',
  path: '/auth',
  noindex: true,
})

type AuthPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Reads the query and the session, so it streams in after the static heading. */
async function AuthPanelForRequest({ searchParams }: AuthPageProps) {
  const params = await searchParams
  const requested = first(params.next)
  const next = safeNextPath(requested, '/dashboard')
  if (await getCurrentUser()) redirect(next)
  return (
    <AuthPanel
      next={next}
      // Spec §7: Google sign-in and sign-up confirmation redirect to the site root, unless a page
      // sent the visitor here.
      returnNext={safeNextPath(requested)}
      initialTab={first(params.mode) === 'sign-up' ? 'sign-up' : 'sign-in'}
      error={first(params.error)}
      confirmed={first(params.confirmed) === '1'}
      openedElsewhere={first(params[OPENED_ELSEWHERE]) === '1'}
    />
  )
}

export default function AuthPage({ searchParams }: AuthPageProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Welcome</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Sign in to see your orders, quiz results and saved resources, or create a free account.
      </p>
      <NeedsJavaScript className="mb-6 text-base">
        Signing in needs JavaScript. Turn it on in your browser, then reload the page.
      </NeedsJavaScript>
      <Suspense fallback={<Spinner label="Loading sign-in" />}>
        <AuthPanelForRequest searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

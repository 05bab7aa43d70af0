import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { Suspense } from 'react'

import { RecoveryPasswordForm } from '@/components/auth/recovery-password-form'
import { Spinner } from '@/components/ui/spinner'
import { getCurrentUser } from '@/lib/auth/current-user'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Set a new password',
  description: 'Choose a new password for your account.',
  path: '/auth/reset',
  noindex: true,
})

async function NewPasswordForRequest() {
  if (!(await getCurrentUser())) {
    redirect('/auth?error=Your+reset+link+has+expired.+Request+a+new+one.')
  }
  return <RecoveryPasswordForm />
}

/** Reached from the recovery email, whose link has already signed the user in. */
export default function ResetPasswordPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Set a new password</h1>
      <p className="mt-2 mb-8 text-muted-foreground">
        Choose a password you have not used here before.
      </p>
      <Suspense fallback={<Spinner label="Loading" />}>
        <NewPasswordForRequest />
      </Suspense>
    </div>
  )
}

'use client'

import { ShieldAlertIcon } from 'lucide-react'
import { useRouter } from 'next/navigation'

import { useAuth } from '@/components/auth/auth-provider'
import { SignInForm } from '@/components/auth/sign-in-form'
import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/button'

export const NO_ADMIN_ACCESS =
  'This account does not have admin access. Sign in with an admin account, or go back to your dashboard.'

/** Admin sign-in; a signed-in non-admin is told plainly and never sent into /admin. */
export function AdminSignIn() {
  const router = useRouter()
  const { user, isAdmin, loading, role } = useAuth()
  // Stays on this page: the sign-in form takes the panel's place, ready for an admin account.
  const signOutHere = useSignOut({ stay: true })

  if (!loading && user && role !== null && !isAdmin) {
    return (
      <div role="alert" className="grid gap-4 rounded-xl border p-6">
        <p className="flex items-start gap-2 font-medium">
          <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          {NO_ADMIN_ACCESS}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => router.push('/dashboard')}>Go to dashboard</Button>
          <Button variant="outline" onClick={() => void signOutHere()}>
            Sign out
          </Button>
        </div>
      </div>
    )
  }

  return <SignInForm onSignedIn={() => router.refresh()} />
}

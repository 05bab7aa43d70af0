'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { signOutEverywhereAction } from '@/lib/actions/admin/security/sign-out-everywhere'

type Props = { userId: string; email: string; sessions: number }

/** "Sign out everywhere" for one account, confirmed in a dialog that names it. */
export function SignOutEverywhereButton({ userId, email, sessions }: Props) {
  const router = useRouter()
  return (
    <ConfirmActionDialog
      trigger={
        <Button variant="outline" size="sm">
          Sign out everywhere<span className="sr-only"> ({email})</span>
        </Button>
      }
      title={`Sign ${email} out everywhere?`}
      description={
        <>
          This ends{' '}
          {sessions === 1 ? 'their 1 open session' : `all ${sessions} of their open sessions`} on
          every device. They can sign in again with their password.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Sign out everywhere"
      pendingLabel="Signing out…"
      confirmVariant="destructive"
      run={() => signOutEverywhereAction({ userId })}
      onSuccess={({ sessionsEnded }) => {
        toast.success(
          `${email} was signed out of ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'}.`,
        )
        router.refresh()
      }}
    />
  )
}

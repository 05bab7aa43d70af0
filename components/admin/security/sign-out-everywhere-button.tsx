'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { signOutEverywhereAction } from '@/lib/actions/admin/security/sign-out-everywhere'

type Props = { userId: string; email: string; sessions: number }

/** "Sign out everywhere" for one account, confirmed in a dialog that names it. */
export function SignOutEverywhereButton({ userId, email, sessions }: Props) {
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  const [pending, startTransition] = React.useTransition()

  function confirm() {
    startTransition(async () => {
      const result = await signOutEverywhereAction({ userId })
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      const ended = result.data.sessionsEnded
      toast.success(`${email} was signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}.`)
      setOpen(false)
      router.refresh()
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Sign out everywhere<span className="sr-only"> ({email})</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sign {email} out everywhere?</DialogTitle>
          <DialogDescription>
            This ends{' '}
            {sessions === 1 ? 'their 1 open session' : `all ${sessions} of their open sessions`} on
            every device. They can sign in again with their password.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

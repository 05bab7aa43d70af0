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
import { setAdminRoleAction } from '@/lib/actions/admin/students/set-admin-role'

type Props = { userId: string; name: string; isAdmin: boolean; isSelf: boolean }

/** Grants or revokes the admin role after a confirmation; it applies on the account's next request. */
export function AdminRoleControl({ userId, name, isAdmin, isSelf }: Props) {
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  const [pending, startTransition] = React.useTransition()
  const change = () =>
    startTransition(async () => {
      const result = await setAdminRoleAction({ userId, admin: !isAdmin })
      setOpen(false)
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      toast.success(isAdmin ? `${name} is no longer an admin` : `${name} is now an admin`)
      router.refresh()
    })

  if (isAdmin && isSelf) {
    return <p className="text-sm text-muted-foreground">You cannot remove your own admin role.</p>
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={isAdmin ? 'destructive' : 'default'}>
          {isAdmin ? 'Remove admin role' : 'Make admin'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {isAdmin ? `Remove ${name}'s admin role?` : `Make ${name} an admin?`}
          </DialogTitle>
          <DialogDescription>
            {isAdmin
              ? 'They lose access to the admin area on their next request.'
              : 'They can manage every part of the site from their next request.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep as is</Button>
          </DialogClose>
          <Button
            variant={isAdmin ? 'destructive' : 'default'}
            onClick={change}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {isAdmin ? 'Remove admin role' : 'Make admin'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { Button } from '@/components/ui/button'
import { setAdminRoleAction } from '@/lib/actions/admin/students/set-admin-role'

type Props = { userId: string; name: string; isAdmin: boolean; isSelf: boolean }

/** Grants or revokes the admin role after a confirmation; it applies on the account's next request. */
export function AdminRoleControl({ userId, name, isAdmin, isSelf }: Props) {
  const router = useRouter()
  if (isAdmin && isSelf) {
    return <p className="text-sm text-muted-foreground">You cannot remove your own admin role.</p>
  }
  const variant = isAdmin ? 'destructive' : 'default'
  const label = isAdmin ? 'Remove admin role' : 'Make admin'
  return (
    <ConfirmActionDialog
      trigger={<Button variant={variant}>{label}</Button>}
      title={isAdmin ? `Remove ${name}'s admin role?` : `Make ${name} an admin?`}
      description={
        isAdmin
          ? 'They lose access to the admin area on their next request.'
          : 'They can manage every part of the site from their next request.'
      }
      cancelLabel="Keep as is"
      confirmLabel={label}
      confirmVariant={variant}
      run={() => setAdminRoleAction({ userId, admin: !isAdmin })}
      onSuccess={() => {
        toast.success(isAdmin ? `${name} is no longer an admin` : `${name} is now an admin`)
        router.refresh()
      }}
    />
  )
}

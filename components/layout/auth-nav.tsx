'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'

import { useAuth } from '@/components/auth/auth-provider'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

// Menu code loads only for signed-in visitors.
const UserMenu = dynamic(() => import('@/components/auth/user-menu').then((mod) => mod.UserMenu), {
  ssr: false,
})

/**
 * Sign In for visitors; Dashboard, and Admin for admins only, once signed in. `fullWidth` in the
 * phone menu. No classes reach the header's buttons from here, so hydrating it merges none
 * (see withClassName in lib/utils.ts).
 */
export function AuthNav({
  fullWidth = false,
  onNavigate,
}: {
  fullWidth?: boolean
  onNavigate?: () => void
}) {
  const { user, isAdmin, loading } = useAuth()

  if (loading) {
    return (
      // A grid cell stretches the skeleton to the size of the button it stands in for.
      <div className={fullWidth ? 'grid h-9 w-full' : 'grid h-9 w-20'} aria-hidden="true">
        <Skeleton />
      </div>
    )
  }

  if (!user) {
    return (
      <Button asChild className={fullWidth ? 'w-full' : undefined}>
        <Link href="/auth" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
    )
  }

  const areas = (
    <>
      <Button asChild variant="outline">
        <Link href="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
      {isAdmin && (
        <Button asChild variant="outline">
          <Link href="/admin" onClick={onNavigate}>
            Admin
          </Link>
        </Button>
      )}
    </>
  )

  if (fullWidth) {
    return (
      <div className="flex w-full items-center gap-2">
        {areas}
        <UserMenu />
      </div>
    )
  }
  // Between the phone menu and 1024 px the header has no room for these beside the seven links;
  // the account menu lists them at every width.
  return (
    <div className="flex items-center gap-2">
      <div className="hidden items-center gap-2 lg:flex">{areas}</div>
      <UserMenu />
    </div>
  )
}

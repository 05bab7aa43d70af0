'use client'

import { LogOutIcon } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'
import { Button } from '@/components/ui/button'

/** Signs the admin out and leaves the admin area. */
export function AdminSignOut() {
  const router = useRouter()
  const { signOut } = useAuth()
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={async () => {
        const result = await signOut()
        if (!result.ok) {
          toast.error(result.error)
          return
        }
        toast.success('Signed out successfully!')
        router.push('/')
        router.refresh()
      }}
    >
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  )
}

'use client'

import { LogOutIcon } from 'lucide-react'

import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/button'

/** Signs the admin out and leaves the admin area. */
export function AdminSignOut() {
  const signOut = useSignOut()
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void signOut()}>
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  )
}

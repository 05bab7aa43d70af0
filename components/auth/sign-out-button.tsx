'use client'

import { LogOutIcon } from 'lucide-react'

import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/button'

/** A visible "Sign out" (the header has it inside the account menu). */
export function SignOutButton({ size = 'default' }: { size?: 'default' | 'sm' }) {
  const signOut = useSignOut()
  return (
    <Button type="button" variant="outline" size={size} onClick={() => void signOut()}>
      <LogOutIcon aria-hidden="true" />
      Sign out
    </Button>
  )
}

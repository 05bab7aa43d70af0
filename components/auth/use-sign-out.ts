'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'

/**
 * Signs out and says so, then goes home, or with `stay` re-renders the page where it is (the
 * admin sign-in page, whose form takes the signed-out panel's place). A failure is a toast and
 * the session stays.
 */
export function useSignOut({ stay = false }: { stay?: boolean } = {}) {
  const router = useRouter()
  const { signOut } = useAuth()
  return async () => {
    const result = await signOut()
    if (!result.ok) {
      toast.error(result.error)
      return
    }
    toast.success('Signed out successfully!')
    if (!stay) router.push('/')
    router.refresh()
  }
}

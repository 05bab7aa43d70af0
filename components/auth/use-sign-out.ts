'use client'

import { useRouter } from 'next/navigation'
import { toast } from 'sonner'

import { useAuth } from '@/components/auth/auth-provider'

/** Signs out, says so, and goes home; a failure is shown as a toast and the session stays. */
export function useSignOut() {
  const router = useRouter()
  const { signOut } = useAuth()
  return async () => {
    const result = await signOut()
    if (!result.ok) {
      toast.error(result.error)
      return
    }
    toast.success('Signed out successfully!')
    router.push('/')
    router.refresh()
  }
}

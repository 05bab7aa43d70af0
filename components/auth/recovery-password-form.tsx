'use client'

import { useRouter } from 'next/navigation'

import { NewPasswordForm } from '@/components/auth/new-password-form'

/** The recovery link's last step: choose a password, then go to the dashboard. */
export function RecoveryPasswordForm() {
  const router = useRouter()
  return (
    <NewPasswordForm
      name="Set a new password"
      submitLabel="Save new password"
      onChanged={() => router.replace('/dashboard')}
    />
  )
}

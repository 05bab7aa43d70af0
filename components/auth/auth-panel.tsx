'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { GoogleButton } from '@/components/auth/google-button'
import { SignInForm } from '@/components/auth/sign-in-form'
import { SignUpForm } from '@/components/auth/sign-up-form'
import { FormAlert } from '@/components/forms/form-alert'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'

type AuthPanelProps = {
  /** Where a password sign-in goes. */
  next: string
  /** Where Google sign-in returns to. */
  googleNext: string
  initialTab: 'sign-in' | 'sign-up'
  error?: string
}

export function AuthPanel({ next, googleNext, initialTab, error }: AuthPanelProps) {
  const router = useRouter()
  const [forgotten, setForgotten] = React.useState(false)

  const onSignedIn = () => {
    router.replace(next)
    router.refresh()
  }

  if (forgotten) return <ForgotPasswordForm onBack={() => setForgotten(false)} />

  return (
    <div className="grid gap-6">
      <FormAlert tone="error">{error}</FormAlert>
      <GoogleButton next={googleNext} />
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or use your email
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Tabs defaultValue={initialTab}>
        <TabsList width="full">
          <TabsTrigger value="sign-in">Sign in</TabsTrigger>
          <TabsTrigger value="sign-up">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <div className="mt-4 grid gap-2">
            <SignInForm onSignedIn={onSignedIn} />
            <div className="justify-self-start">
              <Button variant="link" size="inline" onClick={() => setForgotten(true)}>
                Forgot your password?
              </Button>
            </div>
          </div>
        </TabsContent>
        <TabsContent value="sign-up">
          <div className="mt-4">
            <SignUpForm />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  )
}

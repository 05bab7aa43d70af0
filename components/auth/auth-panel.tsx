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
  /** Where Google sign-in and a sign-up's confirmation link return to (both via the site root). */
  returnNext: string
  initialTab: 'sign-in' | 'sign-up'
  error?: string
  /** Back from a resent confirmation link (`?confirmed=1`). */
  confirmed?: boolean
  /** An email link followed in another browser or device than the one that asked for it. */
  openedElsewhere?: boolean
}

const OPENED_ELSEWHERE_NOTICE =
  'That link was opened in a different browser or device from the one it was requested in, so it cannot sign you in here. If it was confirming your email address, that is done: sign in below. If it was a password reset link, ask for a new one from this browser.'

/**
 * Supabase resends confirmations in the implicit flow, so the link returns with a session in the
 * URL fragment, which this PKCE site does not take (the visitor signs in with their password).
 * The tokens are cleared from the address bar and the history entry.
 */
function useClearedSessionFragment() {
  React.useEffect(() => {
    if (!new URLSearchParams(window.location.hash.slice(1)).has('access_token')) return
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`)
  }, [])
}

export function AuthPanel({
  next,
  returnNext,
  initialTab,
  error,
  confirmed,
  openedElsewhere,
}: AuthPanelProps) {
  const router = useRouter()
  const [tab, setTab] = React.useState<string>(initialTab)
  const [forgotten, setForgotten] = React.useState(false)
  const forgotButton = React.useRef<HTMLButtonElement>(null)
  const backFromForgotten = React.useRef(false)
  useClearedSessionFragment()

  // The button that was pressed goes with the form it sat in; focus returns to it on the way back.
  React.useEffect(() => {
    if (forgotten || !backFromForgotten.current) return
    backFromForgotten.current = false
    forgotButton.current?.focus()
  }, [forgotten])

  const onSignedIn = () => {
    router.replace(next)
    router.refresh()
  }

  if (forgotten) {
    return (
      <ForgotPasswordForm
        onBack={() => {
          backFromForgotten.current = true
          setForgotten(false)
        }}
      />
    )
  }

  return (
    <div className="grid gap-6">
      <FormAlert tone="error">{error}</FormAlert>
      <FormAlert tone="success">
        {confirmed ? 'Your email address is confirmed. Sign in below.' : null}
      </FormAlert>
      <FormAlert tone="success">{openedElsewhere ? OPENED_ELSEWHERE_NOTICE : null}</FormAlert>
      <GoogleButton next={returnNext} />
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        or use your email
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList width="full">
          <TabsTrigger value="sign-in">Sign in</TabsTrigger>
          <TabsTrigger value="sign-up">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <div className="mt-4 grid gap-2">
            <SignInForm onSignedIn={onSignedIn} />
            <div className="justify-self-start">
              <Button
                ref={forgotButton}
                variant="link"
                size="inline"
                onClick={() => setForgotten(true)}
              >
                Forgot your password?
              </Button>
            </div>
          </div>
        </TabsContent>
        <TabsContent value="sign-up">
          <div className="mt-4">
            <SignUpForm next={returnNext} />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  )
}

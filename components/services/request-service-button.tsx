'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import type { ServiceChoice } from '@/components/services/order-request-form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { SIGN_UP_RETURN_PATH_MAX_AGE } from '@/lib/auth/return-path'

const loadDialog = () =>
  import('@/components/services/order-request-dialog').then((mod) => mod.OrderRequestDialog)

// The dialog and its form (Radix, react-hook-form, zod) load when a member first opens one, not
// with the page: /services draws five of these buttons and most visitors open none.
const OrderRequestDialog = dynamic(loadDialog, {
  ssr: false,
  loading: () => <Spinner label="Loading the form" />,
})

/**
 * Remembers which form a signed-out visitor wanted, so it opens again after they sign in, or
 * after they confirm a new account from the email, which mail apps open in a new tab: so it is
 * kept in localStorage, for as long as the sign-up's return-path cookie lasts.
 */
const PENDING_KEY = 'order-request-pending'
const PENDING_MS = SIGN_UP_RETURN_PATH_MAX_AGE * 1000

function pendingRequest(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}') as {
      slug?: unknown
      until?: unknown
    }
    const { slug, until } = stored
    return typeof slug === 'string' && typeof until === 'number' && until > Date.now() ? slug : null
  } catch {
    return null
  }
}

function rememberRequest(slug: string) {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ slug, until: Date.now() + PENDING_MS }))
  } catch {
    // Storage refused (a private window's quota): the visitor opens the form again by hand.
  }
}

type RequestServiceButtonProps = { slug: string; title: string; services: ServiceChoice[] }

export function RequestServiceButton({ slug, title, services }: RequestServiceButtonProps) {
  const { user, loading } = useAuth()
  const router = useRouter()
  const [open, setOpen] = React.useState(false)
  // Mounted from the first opening on, so closing keeps the dialog's own exit and focus return.
  const [opened, setOpened] = React.useState(false)

  const openDialog = React.useCallback(() => {
    setOpened(true)
    setOpen(true)
  }, [])

  React.useEffect(() => {
    if (loading || !user) return
    if (pendingRequest() !== slug || window.location.hash !== `#${slug}`) return
    localStorage.removeItem(PENDING_KEY)
    React.startTransition(openDialog)
  }, [loading, user, slug, openDialog])

  const onClick = () => {
    if (user) return openDialog()
    rememberRequest(slug)
    router.push(`/auth?next=${encodeURIComponent(`/services#${slug}`)}`)
  }

  // A member pointing at or tabbing to the button starts fetching the dialog before the click.
  const preload = () => {
    if (user) void loadDialog()
  }

  return (
    <>
      <Button
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={loading}
        // Signed out, the button goes to the sign-in page instead of opening the form.
        aria-haspopup={user ? 'dialog' : undefined}
      >
        Request this service<span className="sr-only">: {title}</span>
      </Button>
      {opened ? (
        <OrderRequestDialog
          open={open}
          onOpenChange={setOpen}
          services={services}
          initialService={slug}
        />
      ) : null}
    </>
  )
}

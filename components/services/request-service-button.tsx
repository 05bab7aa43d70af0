'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import type { ServiceChoice } from '@/components/services/order-request-form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

const loadDialog = () =>
  import('@/components/services/order-request-dialog').then((mod) => mod.OrderRequestDialog)

// The dialog and its form (Radix, react-hook-form, zod) load when a member first opens one, not
// with the page: /services draws five of these buttons and most visitors open none.
const OrderRequestDialog = dynamic(loadDialog, {
  ssr: false,
  loading: () => <Spinner label="Loading the form" />,
})

/** Remembers which form a signed-out visitor wanted, so it opens again after they sign in. */
const PENDING_KEY = 'order-request-pending'

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
    if (sessionStorage.getItem(PENDING_KEY) !== slug || window.location.hash !== `#${slug}`) return
    sessionStorage.removeItem(PENDING_KEY)
    React.startTransition(openDialog)
  }, [loading, user, slug, openDialog])

  const onClick = () => {
    if (user) return openDialog()
    sessionStorage.setItem(PENDING_KEY, slug)
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

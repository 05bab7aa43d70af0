'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import * as React from 'react'

import { useAuth } from '@/components/auth/auth-provider'
import type { ServiceChoice } from '@/components/services/order-request-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'

// The form (react-hook-form, zod) loads only when a member opens it.
const OrderRequestForm = dynamic(
  () => import('@/components/services/order-request-form').then((mod) => mod.OrderRequestForm),
  { ssr: false, loading: () => <Spinner label="Loading the form" /> },
)

/** Remembers which form a signed-out visitor wanted, so it opens again after they sign in. */
const PENDING_KEY = 'order-request-pending'

type RequestServiceButtonProps = { slug: string; title: string; services: ServiceChoice[] }

export function RequestServiceButton({ slug, title, services }: RequestServiceButtonProps) {
  const { user, loading } = useAuth()
  const router = useRouter()
  const [open, setOpen] = React.useState(false)

  React.useEffect(() => {
    if (loading || !user) return
    if (sessionStorage.getItem(PENDING_KEY) !== slug || window.location.hash !== `#${slug}`) return
    sessionStorage.removeItem(PENDING_KEY)
    React.startTransition(() => setOpen(true))
  }, [loading, user, slug])

  const onClick = () => {
    if (user) return setOpen(true)
    sessionStorage.setItem(PENDING_KEY, slug)
    router.push(`/auth?next=${encodeURIComponent(`/services#${slug}`)}`)
  }

  return (
    <>
      <Button onClick={onClick} disabled={loading} aria-haspopup="dialog">
        Request this service<span className="sr-only">: {title}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Request a service</DialogTitle>
            <DialogDescription>
              Tell us what you need. We reply with a quote; nothing is charged until you accept it.
            </DialogDescription>
          </DialogHeader>
          {open ? <OrderRequestForm services={services} initialService={slug} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

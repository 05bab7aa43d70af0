import type { Metadata } from 'next'
import { Suspense } from 'react'

import { PromotionEditor } from '@/components/admin/promotions/promotion-editor'
import { Spinner } from '@/components/ui/spinner'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'

export const metadata: Metadata = { title: 'New promotion' }

async function NewPromotion() {
  return <PromotionEditor promotion={null} timeZone={await getAdminTimeZone()} />
}

export default function NewPromotionPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New promotion</h1>
      <Suspense fallback={<Spinner label="Loading the editor" />}>
        <NewPromotion />
      </Suspense>
    </>
  )
}

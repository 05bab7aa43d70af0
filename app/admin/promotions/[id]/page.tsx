import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { z } from 'zod'

import { RowHistory } from '@/components/admin/editor/row-history'
import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { PromotionEditor } from '@/components/admin/promotions/promotion-editor'
import { Spinner } from '@/components/ui/spinner'
import { deletePromotionAction } from '@/lib/actions/admin/promotions/delete-promotion'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getPromotion, getPromotionStats } from '@/lib/data/admin/promotions'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Promotion' }

type Props = { params: Promise<{ id: string }> }

// Cache Components prerenders a shell per known param; one placeholder id gives the build that
// shell, and every real id renders on request (its content reads the admin's cookies anyway).
export function generateStaticParams() {
  return [{ id: '00000000-0000-4000-8000-000000000000' }]
}

const count = new Intl.NumberFormat('en-GB')

async function PromotionDetails({ params }: Props) {
  const { id } = await params
  if (!z.uuid().safeParse(id).success) notFound()
  const [promotion, timeZone] = await Promise.all([getPromotion(id), getAdminTimeZone()])
  if (!promotion) notFound()
  const [stats, history] = await Promise.all([
    getPromotionStats([id]),
    getRowHistory(await createClient(), 'site_promotions', id),
  ])
  const { impressions = 0, clicks = 0, ctr = null } = stats.get(id) ?? {}
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{promotion.name}</h1>
        <DeleteRowButton
          id={promotion.id}
          name={promotion.name}
          noun="promotion"
          consequence=" with its impressions and clicks"
          listHref="/admin/promotions"
          action={deletePromotionAction}
        />
      </div>
      <dl className="mb-6 grid grid-cols-3 gap-4 rounded-lg border p-4 sm:max-w-md">
        <div>
          <dt className="text-sm text-muted-foreground">Impressions</dt>
          <dd className="text-2xl font-semibold">{count.format(impressions)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Clicks</dt>
          <dd className="text-2xl font-semibold">{count.format(clicks)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">CTR</dt>
          <dd className="text-2xl font-semibold">{ctr === null ? '—' : `${ctr}%`}</dd>
        </div>
      </dl>
      <PromotionEditor key={promotion.updated_at} promotion={promotion} timeZone={timeZone} />
      <div className="mt-10">
        <RowHistory entries={history} />
      </div>
    </>
  )
}

export default function PromotionPage({ params }: Props) {
  return (
    <Suspense fallback={<Spinner label="Loading the promotion" />}>
      <PromotionDetails params={params} />
    </Suspense>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { RowHistory } from '@/components/admin/editor/row-history'
import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { PromotionEditor } from '@/components/admin/promotions/promotion-editor'
import { Spinner } from '@/components/ui/spinner'
import { deletePromotionAction } from '@/lib/actions/admin/promotions/delete-promotion'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getPromotion, getPromotionStats, type PromotionRow } from '@/lib/data/admin/promotions'
import { getAdminTimeZone } from '@/lib/data/admin/time-zone'
import { promotionStatusAt } from '@/lib/promotions/promotion-status'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const promotion = isUuid(id) ? await getPromotion(id) : null
  return { title: promotion ? `Promotion: ${truncate(promotion.name)}` : 'Promotion' }
}

const count = new Intl.NumberFormat('en-GB')

/**
 * The promotion with the status the list shows: one past its end reads Ended, so saving the
 * editor untouched ends its row rather than keeping a stale Active (which would also be refused).
 */
function asShown(promotion: PromotionRow): PromotionRow {
  return { ...promotion, status: promotionStatusAt(promotion, Date.now()) }
}

async function PromotionDetails({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const [promotion, timeZone] = await Promise.all([getPromotion(id), getAdminTimeZone()])
  if (!promotion) notFound()
  const [stats, history] = await Promise.all([
    getPromotionStats([id]),
    getRowHistory(await createClient(), 'site_promotions', id),
  ])
  const { impressions = 0, clicks = 0, ctr = null } = stats.get(id) ?? {}
  return (
    <>
      <PageHeader title={promotion.name}>
        <DeleteRowButton
          id={promotion.id}
          name={promotion.name}
          noun="promotion"
          consequence=" with its impressions and clicks"
          listHref="/admin/promotions"
          action={deletePromotionAction}
        />
      </PageHeader>
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
      <PromotionEditor promotion={asShown(promotion)} timeZone={timeZone} />
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

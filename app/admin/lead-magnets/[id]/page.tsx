import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { PageHeader } from '@/components/admin/page-header'
import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { RowHistory } from '@/components/admin/editor/row-history'
import { LeadMagnetEditor } from '@/components/admin/lead-magnets/lead-magnet-editor'
import { Spinner } from '@/components/ui/spinner'
import { deleteLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/delete-lead-magnet'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getLeadMagnet } from '@/lib/data/admin/lead-magnets'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const magnet = isUuid(id) ? await getLeadMagnet(id) : null
  return { title: magnet ? `Lead magnet: ${truncate(magnet.title)}` : 'Lead magnet' }
}

async function LeadMagnetDetails({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const magnet = await getLeadMagnet(id)
  if (!magnet) notFound()
  const history = await getRowHistory(await createClient(), 'lead_magnets', id)
  return (
    <>
      <PageHeader title={magnet.title}>
        <Link href={`/admin/lead-magnets?magnet=${magnet.id}`} className="underline">
          See its leads
        </Link>
        <DeleteRowButton
          id={magnet.id}
          name={magnet.title}
          noun="lead magnet"
          consequence=" with its PDF"
          listHref="/admin/lead-magnets"
          action={deleteLeadMagnetAction}
        />
      </PageHeader>
      <LeadMagnetEditor magnet={magnet} />
      <div className="mt-10">
        <RowHistory entries={history} />
      </div>
    </>
  )
}

export default function LeadMagnetPage({ params }: Props) {
  return (
    <Suspense fallback={<Spinner label="Loading the lead magnet" />}>
      <LeadMagnetDetails params={params} />
    </Suspense>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { z } from 'zod'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { RowHistory } from '@/components/admin/editor/row-history'
import { LeadMagnetEditor } from '@/components/admin/lead-magnets/lead-magnet-editor'
import { Spinner } from '@/components/ui/spinner'
import { deleteLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/delete-lead-magnet'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getLeadMagnet } from '@/lib/data/admin/lead-magnets'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Lead magnet' }

type Props = { params: Promise<{ id: string }> }

// Cache Components prerenders a shell per known param; one placeholder id gives the build that
// shell, and every real id renders on request (its content reads the admin's cookies anyway).
export function generateStaticParams() {
  return [{ id: '00000000-0000-4000-8000-000000000000' }]
}

async function LeadMagnetDetails({ params }: Props) {
  const { id } = await params
  if (!z.uuid().safeParse(id).success) notFound()
  const magnet = await getLeadMagnet(id)
  if (!magnet) notFound()
  const history = await getRowHistory(await createClient(), 'lead_magnets', id)
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{magnet.title}</h1>
        <div className="flex flex-wrap gap-2">
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
        </div>
      </div>
      <LeadMagnetEditor key={magnet.updated_at} magnet={magnet} />
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

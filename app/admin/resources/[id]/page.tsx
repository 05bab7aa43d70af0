import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { RowHistory } from '@/components/admin/editor/row-history'
import { ResourceEditor } from '@/components/admin/resources/resource-editor'
import { Skeleton } from '@/components/ui/skeleton'
import { getArticleCategoryOptions } from '@/lib/data/admin/articles'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getResourceForEdit } from '@/lib/data/admin/resources'
import { truncate } from '@/lib/format/truncate'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const resource = isUuid(id) ? await getResourceForEdit(id) : null
  return { title: resource ? `Edit resource: ${truncate(resource.title)}` : 'Edit resource' }
}

async function EditResource({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const [resource, categories, history] = await Promise.all([
    getResourceForEdit(id),
    getArticleCategoryOptions(),
    createClient().then((supabase) => getRowHistory(supabase, 'resources', id)),
  ])
  if (!resource) notFound()
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{resource.title}</h1>
      <ResourceEditor resource={resource} categories={categories} />
      <div className="mt-10">
        <RowHistory entries={history} />
      </div>
    </>
  )
}

export default function EditResourcePage({ params }: Props) {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <EditResource params={params} />
    </Suspense>
  )
}

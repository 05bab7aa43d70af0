import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ResourceEditor } from '@/components/admin/resources/resource-editor'
import { Skeleton } from '@/components/ui/skeleton'
import { getArticleCategoryOptions } from '@/lib/data/admin/articles'

export const metadata: Metadata = { title: 'New resource' }

async function NewResource() {
  return <ResourceEditor resource={null} categories={await getArticleCategoryOptions()} />
}

export default function NewResourcePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New resource</h1>
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <NewResource />
      </Suspense>
    </>
  )
}

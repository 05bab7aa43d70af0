import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { DataTableSkeleton } from '@/components/admin/data-table-skeleton'
import { HEADING_IDS, PageHeader } from '@/components/admin/page-header'
import { TestimonialOrderList } from '@/components/admin/testimonials/testimonial-order-list'
import { Button } from '@/components/ui/button'
import { parseListParams, type SearchParamsRecord } from '@/lib/data/admin/list-params'
import { listTestimonialsPage, testimonialListSpec } from '@/lib/data/admin/testimonials'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Testimonials' }

type Props = { searchParams: Promise<SearchParamsRecord> }

async function TestimonialsList({ searchParams }: Props) {
  const params = parseListParams(testimonialListSpec, await searchParams)
  const page = await listTestimonialsPage(await createClient(), params)
  return <TestimonialOrderList page={page} params={params} />
}

export default function AdminTestimonialsPage({ searchParams }: Props) {
  return (
    <>
      <PageHeader title="Testimonials" headingId={HEADING_IDS.testimonials} className="mb-2">
        <Button asChild>
          <Link href="/admin/testimonials/new">New testimonial</Link>
        </Button>
      </PageHeader>
      <p className="mb-6 text-sm text-muted-foreground">
        The home page shows approved testimonials, featured ones first, in this order. Reorder with
        the arrow buttons or by dragging a handle; the order is saved at once. The arrows on a
        page&apos;s first and last rows move them onto the page before or after. A new testimonial
        goes at the end.
      </p>
      <Suspense fallback={<DataTableSkeleton columns={3} />}>
        <TestimonialsList searchParams={searchParams} />
      </Suspense>
    </>
  )
}

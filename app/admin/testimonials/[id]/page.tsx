import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RowHistory } from '@/components/admin/editor/row-history'
import { HEADING_IDS, PageHeader } from '@/components/admin/page-header'
import { DeleteTestimonialButton } from '@/components/admin/testimonials/delete-testimonial-button'
import { TestimonialEditor } from '@/components/admin/testimonials/testimonial-editor'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getTestimonialForEdit } from '@/lib/data/admin/testimonials'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'
import { truncate } from '@/lib/format/truncate'

type Props = { params: Promise<{ id: string }> }

export function generateStaticParams() {
  return sampleIdParams()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const testimonial = isUuid(id) ? await getTestimonialForEdit(id) : null
  return {
    title: testimonial ? `Edit testimonial from ${truncate(testimonial.name)}` : 'Edit testimonial',
  }
}

export default async function EditTestimonialPage({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [testimonial, history] = await Promise.all([
    getTestimonialForEdit(id),
    getRowHistory(supabase, 'testimonials', id),
  ])
  if (!testimonial) notFound()
  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Testimonial from ${testimonial.name}`}
        headingId={HEADING_IDS.testimonialEditor}
        className=""
      >
        <DeleteTestimonialButton
          id={testimonial.id}
          name={testimonial.name}
          approved={testimonial.status === 'approved'}
        />
      </PageHeader>
      <TestimonialEditor initial={testimonial} />
      <RowHistory entries={history} />
    </div>
  )
}

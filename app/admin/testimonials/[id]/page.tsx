import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RowHistory } from '@/components/admin/editor/row-history'
import { TestimonialEditor } from '@/components/admin/testimonials/testimonial-editor'
import { getRowHistory } from '@/lib/data/admin/audit'
import { getTestimonialEditorValues } from '@/lib/data/admin/testimonials'
import { createClient } from '@/lib/supabase/server'
import { isUuid, sampleIdParams } from '@/lib/data/admin/uuid'

export const metadata: Metadata = { title: 'Edit testimonial' }

export function generateStaticParams() {
  return sampleIdParams()
}

export default async function EditTestimonialPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const supabase = await createClient()
  const [testimonial, history] = await Promise.all([
    getTestimonialEditorValues(supabase, id),
    getRowHistory(supabase, 'testimonials', id),
  ])
  if (!testimonial) notFound()
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight">Testimonial from {testimonial.name}</h1>
      <TestimonialEditor initial={testimonial} />
      <RowHistory entries={history} />
    </div>
  )
}

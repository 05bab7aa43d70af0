import type { Metadata } from 'next'

import { TestimonialOrderList } from '@/components/admin/testimonials/testimonial-order-list'
import { listTestimonialsInOrder } from '@/lib/data/admin/testimonials'
import { createClient } from '@/lib/supabase/server'

export const metadata: Metadata = { title: 'Testimonials' }

export default async function AdminTestimonialsPage() {
  const rows = await listTestimonialsInOrder(await createClient())
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Testimonials</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        The home page shows approved testimonials, featured ones first, in this order. Reorder with
        the arrow buttons or by dragging a handle; the order is saved at once.
      </p>
      <TestimonialOrderList rows={rows} />
    </>
  )
}

import type { Metadata } from 'next'

import { NewTestimonialForm } from '@/components/admin/testimonials/new-testimonial-form'

export const metadata: Metadata = { title: 'New testimonial' }

export default function NewTestimonialPage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">New testimonial</h1>
      <NewTestimonialForm />
    </>
  )
}

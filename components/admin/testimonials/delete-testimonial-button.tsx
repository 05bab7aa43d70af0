'use client'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { HEADING_IDS } from '@/components/admin/page-header'
import { deleteTestimonialAction } from '@/lib/actions/admin/testimonials/delete-testimonial'

type Props = { id: string; name: string; approved: boolean }

/** Deletes the testimonial after a confirmation, then goes back to the list with focus on its heading. */
export function DeleteTestimonialButton({ id, name, approved }: Props) {
  return (
    <DeleteRowButton
      id={id}
      name={`Testimonial from ${name}`}
      noun="testimonial"
      consequence={approved ? ' and taken off the home page' : ''}
      listHref="/admin/testimonials"
      listHeadingId={HEADING_IDS.testimonials}
      action={deleteTestimonialAction}
    />
  )
}

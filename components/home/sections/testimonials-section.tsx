import { HomeSection } from '@/components/home/sections/home-section'
import { loadOrNull } from '@/components/home/sections/load-or-null'
import { getApprovedTestimonials } from '@/lib/data/testimonials'

const TESTIMONIAL_COUNT = 6

/** Five stars drawn by one mask (`star-rating` in globals.css), filled up to the rating. */
function Rating({ value }: { value: number }) {
  return (
    <div>
      <span aria-hidden="true" className="block h-4 w-22 bg-muted-foreground/30 star-rating">
        <span className="block h-full bg-amber-400" style={{ width: `${value * 1.125}rem` }} />
      </span>
      <span className="sr-only">Rated {value} out of 5</span>
    </div>
  )
}

export async function TestimonialsSection() {
  const testimonials = await loadOrNull(getApprovedTestimonials(TESTIMONIAL_COUNT), 'testimonials')
  if (!testimonials || testimonials.length === 0) return null

  return (
    <HomeSection
      id="testimonials"
      eyebrow="Testimonials"
      title="Success Stories"
      description="Students on what changed when they learned with us. Names are shortened to protect their privacy."
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
              <Rating value={testimonial.rating} />
              <blockquote className="mt-4 flex-1 text-pretty">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                {testimonial.university ? (
                  <span className="block text-muted-foreground">{testimonial.university}</span>
                ) : null}
                {testimonial.country ? (
                  <span className="block text-muted-foreground">{testimonial.country}</span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}

import { ArrowRightIcon } from 'lucide-react'
import Link from 'next/link'

import { HomeSection } from '@/components/home/sections/home-section'
import { loadOrNull } from '@/components/home/sections/load-or-null'
import { ServiceIcon } from '@/components/home/sections/service-icon'
import { Button } from '@/components/ui/button'
import { getPublishedServices } from '@/lib/data/services'

export async function ServicesSection() {
  const services = await loadOrNull(getPublishedServices(), 'services')

  return (
    <HomeSection
      id="services"
      eyebrow="Our services"
      title="Tutoring, feedback and study-skills services"
      description="We support your learning. We never write, complete or sit graded work for you."
    >
      {services && services.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} className="link-card">
              <ServiceIcon name={service.icon} className="size-8 text-primary" />
              <h3 className="mt-4 font-semibold">
                <Link href={`/services#${service.slug}`} className="stretched-link">
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{service.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-muted-foreground">
          Our services could not be listed just now. Please try again shortly.
        </p>
      )}
      <Button asChild variant="outline" className="mt-10">
        <Link href="/services">
          View all services
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </HomeSection>
  )
}

import { Markdown } from '@/components/content/markdown'
import { ServiceIcon } from '@/components/home/sections/service-icon'
import { RequestServiceButton } from '@/components/services/request-service-button'
import { ServicePrice } from '@/components/services/service-price'
import type { ServiceChoice } from '@/components/services/order-request-form'
import type { ServiceDetail } from '@/lib/data/services'

type ServiceCardProps = { service: ServiceDetail; services: ServiceChoice[] }

/** One service on /services, with its own anchor (/services#<slug>). */
export function ServiceCard({ service, services }: ServiceCardProps) {
  const headingId = `${service.slug}-heading`
  return (
    <article
      id={service.slug}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 gap-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-start gap-4">
        <ServiceIcon name={service.icon} className="size-9 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
            {service.title}
          </h2>
          <p className="text-muted-foreground">{service.summary}</p>
        </div>
      </div>
      <Markdown className="max-w-none">{service.description}</Markdown>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">What is included</h3>
          <ul className="check-list mt-2 grid gap-2 text-sm">
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        {service.audience ? (
          <div>
            <h3 className="font-semibold">Who it is for</h3>
            <p className="mt-2 text-sm">{service.audience}</p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 border-t pt-5">
        {service.price_from === null ? (
          <p className="text-sm text-muted-foreground">Priced on request</p>
        ) : (
          <ServicePrice amount={Number(service.price_from)} currency={service.currency} />
        )}
        <RequestServiceButton slug={service.slug} title={service.title} services={services} />
      </div>
    </article>
  )
}

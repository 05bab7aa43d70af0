import { siteConfig } from '@/config/site'

const claims = [
  { value: siteConfig.claims.students, label: 'students supported' },
  { value: siteConfig.claims.countries, label: 'countries' },
  { value: siteConfig.claims.rating, label: 'average rating' },
  { value: siteConfig.claims.improve, label: 'of students improve' },
  { value: siteConfig.claims.support, label: 'support' },
]

export function ClaimsSection() {
  return (
    <section aria-labelledby="claims-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="claims-heading" className="text-center text-xl font-semibold">
          Why students choose {siteConfig.name}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-5">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col">
              <dt className="text-sm text-muted-foreground">{claim.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-primary">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

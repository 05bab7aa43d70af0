import { siteConfig } from '@/config/site'

// Each claim reads as one phrase, value first ("400+ students supported", "4.9 rating"), to
// screen readers and in the page's text as on screen.
const claims = [
  { value: siteConfig.claims.students, label: 'students supported' },
  { value: siteConfig.claims.countries, label: 'countries' },
  { value: siteConfig.claims.rating, label: 'rating from students' },
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
        <ul className="mt-8 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-5">
          {claims.map((claim) => (
            <li key={claim.label} className="flex flex-col">
              <span className="text-3xl font-bold tracking-tight text-primary">{claim.value}</span>{' '}
              <span className="text-sm text-muted-foreground">{claim.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import { whyWorkWithUs } from '@/content/careers'

export function WhyWorkWithUs() {
  return (
    <section aria-labelledby="why-heading" className="rounded-xl bg-muted/50 p-6 sm:p-8">
      <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
        {whyWorkWithUs.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">{whyWorkWithUs.intro}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {whyWorkWithUs.points.map((point) => (
          <li key={point.title}>
            <h3 className="font-semibold">{point.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{point.body}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { Markdown } from '@/components/content/markdown'
import { ReadingProgress } from '@/components/layout/reading-progress'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteUrl } from '@/lib/env'
import type { InfoPage } from '@/content/types'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd } from '@/lib/seo/json-ld'

function formatDate(isoDate: string) {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

export function InfoPageView({ page, children }: { page: InfoPage; children?: React.ReactNode }) {
  const crumbs = [
    { name: 'Home', url: canonicalUrl('/', siteUrl) },
    { name: page.title, url: canonicalUrl(`/${page.slug}`, siteUrl) },
  ]

  return (
    <>
      <ReadingProgress />
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <header className="lg:col-span-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{page.description}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Last updated <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
          </p>
        </header>
        <nav aria-labelledby="toc-heading" className="mt-8 hidden lg:block">
          <div className="sticky top-24">
            <h2 id="toc-heading" className="mb-3 text-sm font-semibold">
              On this page
            </h2>
            <ol className="space-y-2 border-l pl-4 text-sm">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="mt-8 max-w-3xl space-y-10">
          {children}
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="mb-4 text-2xl font-semibold tracking-tight"
              >
                {section.heading}
              </h2>
              <Markdown>{section.body}</Markdown>
            </section>
          ))}
        </div>
      </article>
    </>
  )
}

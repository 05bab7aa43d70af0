import type { Metadata } from 'next'
import Link from 'next/link'

import { JsonLdScript } from '@/components/seo/json-ld'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion'
import { faqGroups } from '@/content/faq'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

const description =
  'Answers to common questions about our tutoring, feedback and proofreading, academic integrity, orders and payments, and your account and privacy.'

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description,
  path: '/faq',
})

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <JsonLdScript data={faqPageJsonLd(faqGroups)} />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: canonicalUrl('/', siteUrl) },
          { name: 'FAQs', url: canonicalUrl('/faq', siteUrl) },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
      <p className="mt-3 text-lg text-muted-foreground">{description}</p>
      <div className="mt-10 space-y-10">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="text-xl font-semibold">
              {group.heading}
            </h2>
            <Accordion type="multiple" className="mt-2">
              {group.items.map((item, index) => (
                <AccordionItem key={item.question} value={`${group.id}-${index}`}>
                  {/* Sized inside, not through className: the accordion is a client component,
                      and merging classes there would run tailwind-merge while the page hydrates. */}
                  <AccordionTrigger>
                    <span className="text-base">{item.question}</span>
                  </AccordionTrigger>
                  <AccordionContent>
                    <p className="text-base text-muted-foreground">{item.answer}</p>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))}
      </div>
      <p className="mt-12 text-muted-foreground">
        Still have a question?{' '}
        <Link href="/contact" className="font-medium text-primary underline underline-offset-4">
          Contact us
        </Link>{' '}
        and a member of the team will reply within one working day.
      </p>
    </div>
  )
}

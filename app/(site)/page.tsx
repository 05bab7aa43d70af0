import {
  BookOpenCheckIcon,
  GraduationCapIcon,
  MessageSquareTextIcon,
  PenLineIcon,
} from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { JsonLdScript } from '@/components/seo/json-ld'
import { Button } from '@/components/ui/button'
import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = {
  ...pageMetadata({ title: siteConfig.name, description: siteConfig.description, path: '/' }),
  title: { absolute: `${siteConfig.name}: ${siteConfig.tagline}` },
}

const stats = [
  { value: siteConfig.claims.students, label: 'students supported' },
  { value: siteConfig.claims.countries, label: 'countries' },
  { value: siteConfig.claims.rating, label: 'average rating' },
  { value: siteConfig.claims.improve, label: 'of students improve' },
  { value: siteConfig.claims.support, label: 'support' },
]

const offers = [
  {
    icon: GraduationCapIcon,
    title: 'One-to-one tutoring',
    text: 'Work through difficult topics with a tutor who knows your subject and your university system.',
  },
  {
    icon: MessageSquareTextIcon,
    title: 'Writing feedback',
    text: 'Comments on structure, argument and evidence in your own draft, so you can revise it yourself.',
  },
  {
    icon: PenLineIcon,
    title: 'Proofreading',
    text: 'Spelling, grammar, punctuation and referencing format checked, with every change tracked.',
  },
  {
    icon: BookOpenCheckIcon,
    title: 'Study skills',
    text: 'Time management, note-taking, revision and exam technique that carry you through your degree.',
  },
]

export default function HomePage() {
  return (
    <>
      <JsonLdScript data={organizationJsonLd(siteUrl)} />
      <section className="border-b bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            For university students in the USA, UK, Australia and Canada
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Learn it properly. Write it yourself. Get the grade you have earned.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{siteConfig.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/services">Explore services</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/about">How we work</Link>
            </Button>
          </div>
          <dl className="mt-12 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-5">
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section
        id="services"
        aria-labelledby="services-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
      >
        <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
          How we help
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          We support your learning. We never write, complete or sit graded work for you.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => (
            <li key={offer.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <offer.icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-4 font-semibold">{offer.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

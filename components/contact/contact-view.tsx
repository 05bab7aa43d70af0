import { MailIcon, MessageCircleIcon } from 'lucide-react'

import { ContactForm } from '@/components/contact/contact-form'
import { whatsappChatUrl } from '@/components/home/hero/whatsapp-url'
import { JsonLdScript } from '@/components/seo/json-ld'
import { siteConfig } from '@/config/site'
import { siteUrl } from '@/lib/env'
import { canonicalUrl } from '@/lib/seo/canonical'
import { breadcrumbJsonLd, contactPageJsonLd } from '@/lib/seo/json-ld'

/** /contact: how to reach us, then the form. */
export function ContactView() {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
      <JsonLdScript
        data={contactPageJsonLd({ url: canonicalUrl('/contact', siteUrl), baseUrl: siteUrl })}
      />
      <JsonLdScript
        data={breadcrumbJsonLd([
          { name: 'Home', url: canonicalUrl('/', siteUrl) },
          { name: 'Contact', url: canonicalUrl('/contact', siteUrl) },
        ])}
      />
      <section aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Contact us
        </h1>
        <p className="mt-4 text-muted-foreground">
          Questions about tutoring, feedback, an order or working with us: we are here{' '}
          {siteConfig.claims.support}, and a real person answers.
        </p>
        <ul className="mt-6 grid gap-4">
          <li className="flex gap-3">
            <MessageCircleIcon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <span>
              <a
                href={whatsappChatUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline"
              >
                Chat with us on WhatsApp (opens in a new tab)
              </a>
              <span className="block text-sm text-muted-foreground">{siteConfig.supportHours}</span>
            </span>
          </li>
          <li className="flex gap-3">
            <MailIcon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <span>
              <a
                href={`mailto:${siteConfig.contactEmail}`}
                className="font-medium text-primary underline"
              >
                {siteConfig.contactEmail}
              </a>
              <span className="block text-sm text-muted-foreground">
                Privacy requests: {siteConfig.privacyEmail}
              </span>
            </span>
          </li>
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">{siteConfig.postalAddress}</p>
      </section>
      <section aria-labelledby="form-heading" className="rounded-xl border p-6 shadow-xs">
        <h2 id="form-heading" className="text-xl font-semibold">
          Send us a message
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">
          We reply within one working day, usually much sooner.
        </p>
        <ContactForm />
      </section>
    </div>
  )
}

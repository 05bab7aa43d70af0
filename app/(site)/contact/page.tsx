import type { Metadata } from 'next'

import { ContactView } from '@/components/contact/contact-view'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description:
    'Contact Scholarly Support: 24/7 chat, email, or the contact form. We reply within one working day.',
  path: '/contact',
})

export default function ContactPage() {
  return <ContactView />
}

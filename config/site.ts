/** Facts about the business that pages, metadata and structured data share. */
export const siteConfig = {
  name: 'Scholarly Support',
  legalName: 'Scholarly Support Ltd',
  tagline: 'Tutoring, feedback and study skills for university students',
  description:
    'One-to-one tutoring, writing feedback, proofreading and study-skills coaching for university students in the USA, UK, Australia and Canada.',
  contactEmail: 'hello@scholarlysupport.co',
  privacyEmail: 'privacy@scholarlysupport.co',
  careersEmail: 'careers@scholarlysupport.co',
  /** Number for the messaging-app chat link, digits only with country code. */
  whatsappNumber: '447700900123',
  postalAddress: 'Scholarly Support Ltd, 71-75 Shelton Street, London WC2H 9JQ, United Kingdom',
  supportHours: '24/7 chat support; tutor sessions by appointment in your time zone',
  countries: ['United States', 'United Kingdom', 'Australia', 'Canada'],
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/scholarlysupport' },
    { label: 'Instagram', href: 'https://www.instagram.com/scholarlysupport' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/scholarlysupport' },
    { label: 'X (Twitter)', href: 'https://x.com/scholarlysupport' },
    { label: 'YouTube', href: 'https://www.youtube.com/@scholarlysupport' },
  ],
  claims: {
    students: '400+',
    countries: '50+',
    rating: '4.9',
    improve: '95%',
    support: '24/7',
  },
} as const

export type SiteConfig = typeof siteConfig

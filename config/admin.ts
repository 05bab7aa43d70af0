export type AdminArea = {
  /** The URL segment under /admin, as the spec names it. */
  slug: string
  label: string
  description: string
  group: 'Content' | 'Operations'
}

/** The spec's 13 admin areas, in the order the sidebar lists them. */
export const adminAreas = [
  {
    slug: 'orders',
    label: 'Orders',
    description: 'Order requests, quotes and delivery.',
    group: 'Operations',
  },
  {
    slug: 'students',
    label: 'Students',
    description: 'Accounts, roles and memberships.',
    group: 'Operations',
  },
  {
    slug: 'messages',
    label: 'Messages',
    description: 'Contact form inbox and replies.',
    group: 'Operations',
  },
  { slug: 'jobs', label: 'Jobs', description: 'Vacancies and applications.', group: 'Content' },
  {
    slug: 'articles',
    label: 'Articles',
    description: 'Study articles, drafts and schedules.',
    group: 'Content',
  },
  {
    slug: 'resources',
    label: 'Resources',
    description: 'Guides, templates and downloads.',
    group: 'Content',
  },
  {
    slug: 'quizzes',
    label: 'Quizzes',
    description: 'Quizzes, questions and answer keys.',
    group: 'Content',
  },
  {
    slug: 'testimonials',
    label: 'Testimonials',
    description: 'Student reviews on the site.',
    group: 'Content',
  },
  {
    slug: 'analytics',
    label: 'Analytics',
    description: 'Visits, leads, orders and quizzes.',
    group: 'Operations',
  },
  {
    slug: 'security',
    label: 'Security',
    description: 'Audit log, sign-ins and sessions.',
    group: 'Operations',
  },
  {
    slug: 'settings',
    label: 'Settings',
    description: 'Brand colour and font.',
    group: 'Operations',
  },
  {
    slug: 'promotions',
    label: 'Promotions',
    description: 'The home page offer banner.',
    group: 'Operations',
  },
  {
    slug: 'lead-magnets',
    label: 'Lead magnets',
    description: 'Free guides and their leads.',
    group: 'Operations',
  },
] as const satisfies readonly AdminArea[]

export const adminAreaHref = (area: Pick<AdminArea, 'slug'>) => `/admin/${area.slug}`

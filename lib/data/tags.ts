/**
 * Cache tag names, defined once. Cached public reads tag themselves with these, and every
 * write that changes what they show invalidates the same names.
 */
export const cacheTags = {
  services: 'services',
  testimonials: 'testimonials',
  /** Every list of articles: the directory, the home page's latest articles, feeds. */
  articles: 'articles',
  article: (slug: string) => `article:${slug}`,
} as const

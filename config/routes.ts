/** Public pages with fixed content, listed in the sitemap. Other issues add their data routes. */
export const staticRoutes = [
  '/',
  '/services',
  '/articles',
  '/quizzes',
  '/resources',
  '/about',
  '/careers',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/disclaimer',
  '/do-not-sell',
  '/advertising',
  '/data-management',
] as const

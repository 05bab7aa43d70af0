import { siteConfig } from '@/config/site'

/** schema.org WebSite for the home page, with the article search as its SearchAction. */
export function websiteJsonLd(baseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: `${baseUrl}/`,
    description: siteConfig.description,
    inLanguage: 'en',
    publisher: { '@type': 'Organization', name: siteConfig.name, url: `${baseUrl}/` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${baseUrl}/articles?search={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

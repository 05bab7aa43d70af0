import { siteConfig } from '@/config/site'

type JsonLd = Record<string, unknown>

/** schema.org employmentType values for the jobs table's types. */
export const SCHEMA_EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
}

type JobInput = {
  slug: string
  title: string
  summary: string
  description: string
  location: string
  is_remote: boolean
  employment_type: string
  published_at: string | null
  updated_at: string
  closes_at: string | null
}

// How a job's location names each country the site serves ("Remote (UK-based)").
const COUNTRY_PATTERNS: Record<(typeof siteConfig.countries)[number], RegExp> = {
  'United States': /\b(united states|usa|us-based|america)\b|\bu\.s\./i,
  'United Kingdom': /\b(united kingdom|uk|britain|england|scotland|wales|northern ireland)\b/i,
  Australia: /\baustralia\b/i,
  Canada: /\bcanada\b/i,
}

/** The countries a remote role's location names, or, when it names none, every one served. */
export function applicantCountries(location: string): string[] {
  const named = siteConfig.countries.filter((country) => COUNTRY_PATTERNS[country].test(location))
  return named.length > 0 ? named : [...siteConfig.countries]
}

/**
 * Google's JobPosting: remote roles say TELECOMMUTE with the countries applicants may live in;
 * others name their location. validThrough is the closing time when there is one.
 */
export function jobPostingJsonLd(job: JobInput, baseUrl: string): JsonLd {
  const place = job.is_remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: applicantCountries(job.location).map((name) => ({
          '@type': 'Country',
          name,
        })),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: job.location },
        },
      }
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, job.description].filter(Boolean).join('\n\n'),
    datePosted: job.published_at ?? job.updated_at,
    ...(job.closes_at ? { validThrough: job.closes_at } : {}),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employment_type] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.name,
      sameAs: `${baseUrl}/`,
      logo: `${baseUrl}/icon.svg`,
    },
    identifier: { '@type': 'PropertyValue', name: siteConfig.name, value: job.slug },
    url: `${baseUrl}/careers/${job.slug}/`,
    ...place,
  }
}

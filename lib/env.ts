import { z } from 'zod'

const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
})

/** Public settings, validated once; bad values fail the build rather than a page. */
export const publicEnv = publicEnvSchema.parse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
})

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')

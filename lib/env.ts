import { z } from 'zod'

import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@/lib/supabase/local-defaults'

const publicEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  NEXT_PUBLIC_SUPABASE_URL: z.url().default(LOCAL_SUPABASE_URL),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(20).default(LOCAL_ANON_KEY),
})

/**
 * Settings the browser may see, validated once. Each variable is named in full so Next inlines
 * it into client bundles at build time.
 */
export const publicEnv = publicEnvSchema.parse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined,
})

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')
export const supabaseUrl = publicEnv.NEXT_PUBLIC_SUPABASE_URL.replace(/\/+$/, '')
export const supabaseAnonKey = publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY

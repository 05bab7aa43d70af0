import 'server-only'

import { z } from 'zod'

import { supabaseAnonKey, supabaseUrl } from '@/lib/env'
import {
  isLoopbackUrl,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '@/lib/supabase/local-defaults'

const serverEnvSchema = z.object({
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).default(LOCAL_SERVICE_ROLE_KEY),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  // A secret API key (sb_secret_...): only for forwarding the client's address to Auth.
  SUPABASE_SECRET_KEY: z.string().min(20).optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  VERCEL: z.string().optional(),
})

export const serverEnv = serverEnvSchema.parse({
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY || undefined,
  TURNSTILE_SECRET_KEY: process.env.TURNSTILE_SECRET_KEY || undefined,
  SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY || undefined,
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || undefined,
  VERCEL: process.env.VERCEL || undefined,
})

/**
 * Supabase Local's keys are published with the Supabase CLI; a production server using them
 * against anything but a loopback Supabase would let anyone act as service_role.
 */
export function assertProductionSafeKeys(
  env: { nodeEnv?: string; url: string; anonKey: string; serviceRoleKey: string } = {
    nodeEnv: process.env.NODE_ENV,
    url: supabaseUrl,
    anonKey: supabaseAnonKey,
    serviceRoleKey: serverEnv.SUPABASE_SERVICE_ROLE_KEY,
  },
): void {
  if (env.nodeEnv !== 'production' || isLoopbackUrl(env.url)) return
  if (env.anonKey === LOCAL_ANON_KEY || env.serviceRoleKey === LOCAL_SERVICE_ROLE_KEY) {
    throw new Error(
      `Refusing to start: Supabase Local's well-known keys are configured for ${env.url}. Set NEXT_PUBLIC_SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY to your project's keys.`,
    )
  }
}

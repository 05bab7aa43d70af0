import 'server-only'

import { mailConfig, type MailConfig } from '@/lib/email/config'
import { supabaseUrl } from '@/lib/env'
import { serverEnv } from '@/lib/env.server'

// mailConfig reads raw process.env, where an unconfigured dev or test server has no Supabase URL
// or key; the validated env carries Supabase Local's defaults, so the outbox works there too.
export function appMailConfig(): MailConfig | null {
  try {
    return mailConfig({
      ...process.env,
      NEXT_PUBLIC_SUPABASE_URL: supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: serverEnv.SUPABASE_SERVICE_ROLE_KEY,
    })
  } catch (error) {
    console.error('Email is not configured', error)
    return null
  }
}

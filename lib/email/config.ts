import { z } from 'zod'

import { siteConfig } from '@/config/site'
import { supabaseUrl } from '@/lib/env'
import { serverEnv } from '@/lib/env.server'

const mailEnvSchema = z.object({
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${siteConfig.name} <${siteConfig.contactEmail}>`),
  NEXT_PUBLIC_SUPABASE_URL: z.url().default(supabaseUrl),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).default(serverEnv.SUPABASE_SERVICE_ROLE_KEY),
})

export type MailConfig =
  | { transport: 'smtp'; smtpUrl: string; from: string }
  | { transport: 'outbox'; outboxUrl: string; serviceRoleKey: string; from: string }

/**
 * SMTP when SMTP_URL is set (production); otherwise the outbox of the Supabase the app uses
 * (Supabase Local by default), so every email a developer or test triggers can be read at
 * <supabase>/mail.
 */
export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const parsed = mailEnvSchema.parse({
    SMTP_URL: env.SMTP_URL || undefined,
    MAIL_FROM: env.MAIL_FROM || undefined,
    NEXT_PUBLIC_SUPABASE_URL: env.NEXT_PUBLIC_SUPABASE_URL || undefined,
    SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY || undefined,
  })
  if (parsed.SMTP_URL)
    return { transport: 'smtp', smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM }
  return {
    transport: 'outbox',
    outboxUrl: `${parsed.NEXT_PUBLIC_SUPABASE_URL.replace(/\/+$/, '')}/mail/api/send`,
    serviceRoleKey: parsed.SUPABASE_SERVICE_ROLE_KEY,
    from: parsed.MAIL_FROM,
  }
}

import { expect } from 'vitest'

import type { SupabaseLocal } from '@/supabase/local/server'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { startHarness } from '../../../support/supabase-local-harness'

export type OutboxMessage = {
  subject: string
  to: string[]
  text: string
  html: string
  headers: Record<string, string>
  links: string[]
}

/**
 * Supabase Local in process (REST, Storage with the seeded guide PDF, the outbox) and the env
 * the app's modules read at import time, which must be set before they are imported.
 */
/** Not the request's host: links in emails must come from configuration, not from headers. */
export const SITE_URL = 'https://scholarly.example'

export async function startLeadsHarness(): Promise<SupabaseLocal> {
  const { local } = await startHarness({ realtime: false })
  pointAppAtSupabaseLocal(local)
  process.env.NEXT_PUBLIC_SITE_URL = SITE_URL
  delete process.env.SMTP_URL
  delete process.env.TURNSTILE_SECRET_KEY
  return local
}

let sequence = 0
export function uniqueEmail(label: string): string {
  sequence += 1
  return `${label}.${Date.now()}.${sequence}@example.org`
}

export function leadRequest(body: unknown, ip = '203.0.113.1'): Request {
  return new Request('http://localhost:3000/api/lead-capture', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      // A forged host must never end up in the links the email carries.
      'x-forwarded-host': 'attacker.example',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function mailTo(local: SupabaseLocal, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${local.url}/mail/api/messages?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages
}

export async function leadRows(local: SupabaseLocal, email: string) {
  const { rows } = await local.pg.query<{
    id: string
    email: string
    source_path: string | null
    consent_at: Date
    unsubscribed_at: Date | null
    lead_magnet_id: string | null
  }>(
    'select id, email, source_path, consent_at, unsubscribed_at, lead_magnet_id from public.leads where email = lower($1)',
    [email],
  )
  return rows
}

export const downloadLink = (message: OutboxMessage) =>
  message.links.find((href) => href.includes('/storage/v1/object/sign/lead-magnets/'))

export const unsubscribeLink = (message: OutboxMessage) =>
  message.links.find((href) => href.includes('/unsubscribe?token='))

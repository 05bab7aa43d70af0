import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'

export const SITE_URL = 'https://scholarly.example'

/** Supabase Local in process, with the app's env pointed at it before the app is imported. */
export async function startPublicWritesHarness(): Promise<SupabaseLocal> {
  const local = await startSupabaseLocal({ memory: true, port: 0, realtime: false })
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

let ipSequence = 0
/** A fresh documentation-range address per call, so per-IP limits only bite where a test wants. */
export function freshIp(): string {
  ipSequence += 1
  return `198.51.${Math.floor(ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`
}

export function jsonRequest(url: string, body: unknown, ip = freshIp(), headers = {}): Request {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function outbox(local: SupabaseLocal, to: string) {
  const response = await fetch(`${local.url}/mail/api/messages?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages
}

export async function resumeObjects(local: SupabaseLocal): Promise<string[]> {
  const { rows } = await local.pg.query<{ name: string }>(
    "select name from storage.objects where bucket_id = 'resumes' and name like 'applications/%-%'",
  )
  return rows.map((row) => row.name)
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

import type { ResumeExtension } from '@/lib/validation/careers'

// Binds the derived key to this one use, so no other signature made with the parent secret
// verifies here.
const KEY_LABEL = 'scholarly-support:resume-ticket:v1'
const PATH =
  /^applications\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/

export const TICKET_SECONDS = 60 * 60

export type ResumeTicket = { jobId: string; path: string; extension: ResumeExtension }

export function deriveTicketKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(KEY_LABEL).digest()
}

/** A random path in the resumes bucket, so nothing the applicant sends names the stored file. */
export function newResumePath(extension: ResumeExtension): string {
  return `applications/${randomUUID()}.${extension}`
}

const mac = (payload: string, key: Buffer) =>
  createHmac('sha256', key).update(payload).digest('base64url')

/**
 * `<path>~<expiry seconds>~<HMAC of job id, path and expiry>`: proof that this server issued the
 * upload URL for this path and job, so an application can only claim a file the server chose.
 */
export function signTicket(ticket: ResumeTicket, key: Buffer, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TICKET_SECONDS
  return `${ticket.path}~${expires}~${mac(`${ticket.jobId}|${ticket.path}|${expires}`, key)}`
}

/** The ticket's path and type when it was issued here for this job and has not expired. */
export function verifyTicket(
  token: string,
  jobId: string,
  key: Buffer,
  now = Date.now(),
): ResumeTicket | null {
  const [path, expires, given, ...rest] = token.split('~')
  if (!path || !expires || !given || rest.length > 0 || !PATH.test(path)) return null
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return null
  const expected = Buffer.from(mac(`${jobId}|${path}|${expires}`, key))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { jobId, path, extension: path.split('.').pop() as ResumeExtension }
}

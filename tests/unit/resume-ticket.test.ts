import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { detectResumeType } from '@/lib/careers/resume-content'
import {
  TICKET_SECONDS,
  deriveTicketKey,
  newResumePath,
  signTicket,
  verifyTicket,
} from '@/lib/careers/resume-ticket'

const jobId = '00000000-0000-4000-8000-00000000000a'
const path = 'applications/0a1b2c3d-0000-4000-8000-000000000001.pdf'
const key = deriveTicketKey('service-role-secret')
const now = Date.UTC(2026, 0, 1)

describe('résumé tickets', () => {
  it('derives a key labelled for this one use', () => {
    expect(key).toStrictEqual(
      createHmac('sha256', 'service-role-secret')
        .update('scholarly-support:resume-ticket:v1')
        .digest(),
    )
  })

  it('makes a random path under applications/ with the extension', () => {
    expect(newResumePath('docx')).toMatch(
      /^applications\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.docx$/,
    )
    expect(newResumePath('pdf')).not.toBe(newResumePath('pdf'))
  })

  it('signs the path, an expiry one hour on, and a MAC over job, path and expiry', () => {
    expect(TICKET_SECONDS).toBe(3600)
    const expires = now / 1000 + 3600
    const mac = createHmac('sha256', key).update(`${jobId}|${path}|${expires}`).digest('base64url')
    expect(signTicket({ jobId, path, extension: 'pdf' }, key, now)).toBe(
      `${path}~${expires}~${mac}`,
    )
  })

  it('gives back the path and type of a ticket issued here for this job, until it expires', () => {
    const ticket = signTicket({ jobId, path, extension: 'pdf' }, key, now)
    const ok = { jobId, path, extension: 'pdf' }
    expect(verifyTicket(ticket, jobId, key, now)).toStrictEqual(ok)
    expect(verifyTicket(ticket, jobId, key, now + 3600_000)).toStrictEqual(ok)
    expect(verifyTicket(ticket, jobId, key, now + 3600_001)).toBeNull()
    const doc = path.replace('.pdf', '.doc')
    expect(
      verifyTicket(signTicket({ jobId, path: doc, extension: 'doc' }, key, now), jobId, key, now),
    ).toStrictEqual({ jobId, path: doc, extension: 'doc' })
  })

  it('refuses another job, another key, a changed part or a malformed ticket', () => {
    const ticket = signTicket({ jobId, path, extension: 'pdf' }, key, now)
    const [, expires, mac] = ticket.split('~') as [string, string, string]
    const other = '00000000-0000-4000-8000-00000000000b'
    expect(verifyTicket(ticket, other, key, now)).toBeNull()
    expect(verifyTicket(ticket, jobId, deriveTicketKey('other'), now)).toBeNull()
    const forged = (p: string, e = expires) =>
      `${p}~${e}~${createHmac('sha256', key).update(`${jobId}|${p}|${e}`).digest('base64url')}`
    // Correctly signed, but not a path this server hands out.
    for (const p of [
      'applications/../x.pdf',
      `x${path}`,
      path.replace('.pdf', '.exe'),
      `${path}x`,
      path.replace('applications/', 'other/'),
    ]) {
      expect(verifyTicket(forged(p), jobId, key, now)).toBeNull()
    }
    expect(verifyTicket(forged(path, '9999999999999'), jobId, key, now)).toBeNull()
    expect(verifyTicket(forged(path, `x${expires}`), jobId, key, now)).toBeNull()
    expect(verifyTicket(`${ticket}~extra`, jobId, key, now)).toBeNull()
    expect(verifyTicket(`${path}~${expires}~${mac.slice(1)}`, jobId, key, now)).toBeNull()
    expect(verifyTicket(`${path}~${expires}~${mac.slice(1)}A`, jobId, key, now)).toBeNull()
    expect(verifyTicket(`${path}~${expires}`, jobId, key, now)).toBeNull()
    expect(verifyTicket(`~${expires}~${mac}`, jobId, key, now)).toBeNull()
    expect(verifyTicket(`${path}~~${mac}`, jobId, key, now)).toBeNull()
    expect(verifyTicket('', jobId, key, now)).toBeNull()
  })
})

describe('detectResumeType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      Buffer.concat(
        parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
      ),
    )
  const zip = [0x50, 0x4b, 0x03, 0x04]

  it('reads the type from the bytes', () => {
    expect(detectResumeType(bytes('%PDF-1.7\n'))).toBe('pdf')
    expect(detectResumeType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('doc')
    expect(detectResumeType(bytes(zip, '..[Content_Types].xml..word/document.xml'))).toBe('docx')
  })

  it('refuses anything else, other ZIP packages included', () => {
    expect(detectResumeType(bytes('%PDF'))).toBeNull()
    expect(detectResumeType(bytes(' %PDF-1.7'))).toBeNull()
    expect(detectResumeType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe0]))).toBeNull()
    expect(detectResumeType(bytes(zip, '[Content_Types].xml xl/workbook.xml'))).toBeNull()
    expect(detectResumeType(bytes(zip, 'word/document.xml'))).toBeNull()
    expect(detectResumeType(bytes('PK', '[Content_Types].xml word/document.xml'))).toBeNull()
    expect(detectResumeType(new Uint8Array())).toBeNull()
  })

  it('reads a view into a larger buffer from its own offset', () => {
    const whole = bytes('xxxx%PDF-1.7')
    expect(detectResumeType(whole.subarray(4))).toBe('pdf')
  })
})

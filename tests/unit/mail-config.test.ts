import { describe, expect, it } from 'vitest'

import { mailConfig } from '@/lib/email/config'

describe('mailConfig', () => {
  it('uses SMTP whenever SMTP_URL is set', () => {
    expect(
      mailConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
        MAIL_FROM: 'Team <t@example.org>',
      }),
    ).toEqual({
      transport: 'smtp',
      smtpUrl: 'smtps://user:pass@smtp.example.org:465',
      from: 'Team <t@example.org>',
    })
  })

  it('falls back to the Supabase Local outbox with the service key', () => {
    expect(
      mailConfig({
        NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321/',
        SUPABASE_SERVICE_ROLE_KEY: 'key',
      }),
    ).toMatchObject({
      transport: 'outbox',
      outboxUrl: 'http://127.0.0.1:54321/mail/api/send',
      serviceRoleKey: 'key',
    })
  })

  it("defaults to the outbox of the app's Supabase (Supabase Local unless configured)", () => {
    expect(mailConfig({})).toMatchObject({
      transport: 'outbox',
      outboxUrl: 'http://127.0.0.1:54321/mail/api/send',
    })
  })

  it('rejects an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => mailConfig({ SMTP_URL: 'https://example.org' })).toThrow()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailConfig } from '@/lib/email/config'
import { sendEmail } from '@/lib/email/send-email'
import { startSupabaseLocal, type SupabaseLocal } from '@/supabase/local/server'

describe('sendEmail without SMTP', () => {
  let local: SupabaseLocal

  beforeAll(async () => {
    local = await startSupabaseLocal({ memory: true, port: 0, seed: false, realtime: false })
  })

  afterAll(async () => {
    await local.stop()
  })

  it('delivers to the Supabase Local outbox, readable by recipient', async () => {
    const config = mailConfig({
      NEXT_PUBLIC_SUPABASE_URL: local.url,
      SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
      MAIL_FROM: 'Scholarly Support <hello@example.org>',
    })
    const result = await sendEmail(
      {
        to: 'learner@example.org',
        subject: 'Your Study Success Guide',
        text: 'Download it here: https://example.org/guide.pdf',
        html: '<p><a href="https://example.org/guide.pdf">Download the guide</a></p>',
      },
      config,
    )
    const response = await fetch(`${local.url}/mail/api/messages?to=learner@example.org`)
    const { messages } = (await response.json()) as {
      messages: { id: number; subject: string; from: string; to: string[]; links: string[] }[]
    }
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      subject: 'Your Study Success Guide',
      from: 'Scholarly Support <hello@example.org>',
      to: ['learner@example.org'],
      links: ['https://example.org/guide.pdf'],
    })
    expect(result).toEqual({ ok: true, id: String(messages[0]?.id) })
  })

  it('sends from the email’s own sender when it names one', async () => {
    const config = mailConfig({
      NEXT_PUBLIC_SUPABASE_URL: local.url,
      SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
      MAIL_FROM: 'Scholarly Support <hello@example.org>',
    })
    const to = 'careers-reply@example.org'
    const from = 'Scholarly Support Careers <careers@example.org>'
    expect((await sendEmail({ to, from, subject: 'Hello', text: 'Hi' }, config)).ok).toBe(true)
    const response = await fetch(`${local.url}/mail/api/messages?to=${to}`)
    const { messages } = (await response.json()) as { messages: { from: string }[] }
    expect(messages.map((message) => message.from)).toEqual([from])
  })

  it('is refused without the service role key', async () => {
    const result = await sendEmail(
      { to: 'learner@example.org', subject: 'x', text: 'y' },
      {
        transport: 'outbox',
        outboxUrl: `${local.url}/mail/api/send`,
        serviceRoleKey: local.anonKey,
        from: 'a@example.org',
      },
    )
    expect(result).toEqual({ ok: false, error: 'Outbox answered 403' })
  })
})

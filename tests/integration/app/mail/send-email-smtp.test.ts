import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendEmail } from '@/lib/email/send-email'

type Received = { from: string; to: string[]; raw: string }

describe('sendEmail over SMTP', () => {
  const received: Received[] = []
  let server: SMTPServer
  let port = 0

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    port = (server.server.address() as AddressInfo).port
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('delivers the message with the configured sender', async () => {
    const result = await sendEmail(
      { to: 'student@example.org', subject: 'Your study guide', text: 'Here is the link.' },
      { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Team <team@example.org>' },
    )
    expect(result.ok).toBe(true)
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: 'team@example.org', to: ['student@example.org'] })
    expect(received[0]?.raw).toContain('Subject: Your study guide')
    expect(received[0]?.raw).toContain('Here is the link.')
  })

  it('passes extra header fields through (RFC 8058 one-click unsubscribe)', async () => {
    const result = await sendEmail(
      {
        to: 'student@example.org',
        subject: 'Your study guide',
        text: 'Here is the link.',
        headers: {
          'List-Unsubscribe': '<https://scholarly.example/api/unsubscribe?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      { transport: 'smtp', smtpUrl: `smtp://127.0.0.1:${port}`, from: 'team@example.org' },
    )
    expect(result.ok).toBe(true)
    const raw = received.at(-1)?.raw ?? ''
    expect(raw).toContain('List-Unsubscribe: <https://scholarly.example/api/unsubscribe?token=t>')
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('reports a failure instead of throwing when the server is unreachable', async () => {
    const result = await sendEmail(
      { to: 'student@example.org', subject: 'x', text: 'y' },
      { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:1', from: 'team@example.org' },
    )
    expect(result.ok).toBe(false)
  })
})

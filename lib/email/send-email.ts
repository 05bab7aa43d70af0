import 'server-only'

import nodemailer from 'nodemailer'

import { mailConfig, type MailConfig } from '@/lib/email/config'
import type { Email, SendResult } from '@/lib/email/types'

async function sendViaSmtp(config: Extract<MailConfig, { transport: 'smtp' }>, email: Email) {
  const transport = nodemailer.createTransport(config.smtpUrl)
  const info = await transport.sendMail({ from: email.from ?? config.from, ...email })
  return info.messageId
}

async function sendToOutbox(config: Extract<MailConfig, { transport: 'outbox' }>, email: Email) {
  const response = await fetch(config.outboxUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: config.serviceRoleKey,
      authorization: `Bearer ${config.serviceRoleKey}`,
    },
    body: JSON.stringify({ from: email.from ?? config.from, ...email }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Outbox answered ${response.status}`)
  const body = (await response.json()) as { id?: string }
  return String(body.id ?? '')
}

/** Sends one email; failures are reported, never thrown, so callers decide what users see. */
export async function sendEmail(
  email: Email,
  config: MailConfig = mailConfig(),
): Promise<SendResult> {
  try {
    const id =
      config.transport === 'smtp'
        ? await sendViaSmtp(config, email)
        : await sendToOutbox(config, email)
    return { ok: true, id }
  } catch (error) {
    console.error('Email delivery failed', error)
    return { ok: false, error: error instanceof Error ? error.message : 'Email delivery failed' }
  }
}

export type Email = {
  to: string
  subject: string
  text: string
  html?: string
  /** Defaults to MAIL_FROM. */
  from?: string
  /** Extra header fields, such as List-Unsubscribe; single-line values only. */
  headers?: Record<string, string>
}

export type SendResult = { ok: true; id: string } | { ok: false; error: string }

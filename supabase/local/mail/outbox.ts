import type { PGliteInterface } from '@electric-sql/pglite'

export type MailInput = {
  from: string
  to: string[]
  subject: string
  html?: string
  text?: string
  // Who sent it: `auth.signup`, `auth.recovery` ... or `app` for the application's own mail.
  kind?: string
  // Extra header fields (List-Unsubscribe ...), as the app would hand them to SMTP.
  headers?: Record<string, string>
}

export type MailMessage = {
  id: number
  from: string
  to: string[]
  subject: string
  html: string
  text: string
  kind: string
  headers: Record<string, string>
  created_at: string
  // Every href of the HTML body, in order (handy for tests that follow a confirmation link).
  links: string[]
}

export type Outbox = {
  send: (input: MailInput) => Promise<MailMessage>
  list: (filter?: { to?: string; limit?: number }) => Promise<MailMessage[]>
  get: (id: number) => Promise<MailMessage | null>
  clear: (filter?: { to?: string }) => Promise<number>
}

// Stored in the database, so a file-backed dev server keeps its mail across restarts. Created on
// first use: the table is Supabase Local's own and not part of the platform bootstrap.
const ddl = `
  create table if not exists supabase_local.mail_messages (
    id bigint generated always as identity primary key,
    created_at timestamptz not null default clock_timestamp(),
    sender text not null,
    recipients text[] not null,
    subject text not null,
    html text not null default '',
    text_body text not null default '',
    kind text not null default 'app',
    headers jsonb not null default '{}'
  );
  -- Outboxes of file-backed dev databases made before headers were kept.
  alter table supabase_local.mail_messages
    add column if not exists headers jsonb not null default '{}'`

type Row = {
  id: number | string
  created_at: Date
  sender: string
  recipients: string[]
  subject: string
  html: string
  text_body: string
  kind: string
  headers: Record<string, string> | null
}

export function extractLinks(markup: string): string[] {
  return [...markup.matchAll(/href\s*=\s*"([^"]*)"|href\s*=\s*'([^']*)'/gi)].map((match) =>
    (match[1] ?? match[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  )
}

function toMessage(row: Row): MailMessage {
  return {
    id: Number(row.id),
    from: row.sender,
    to: row.recipients,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    kind: row.kind,
    headers: row.headers ?? {},
    created_at: new Date(row.created_at).toISOString(),
    links: extractLinks(row.html),
  }
}

// Matches `a@b.co` and `Name <a@b.co>` recipients, case-insensitively.
const recipientFilter = `exists (select 1 from unnest(recipients) r
  where lower(r) = lower($1) or lower(r) like '%<' || lower($1) || '>')`

const outboxes = new WeakMap<PGliteInterface, Outbox>()

export function openOutbox(pg: PGliteInterface): Outbox {
  const existing = outboxes.get(pg)
  if (existing) return existing
  let ready: Promise<unknown> | null = null
  const ensure = () => {
    ready ??= pg.exec(ddl).catch((error: unknown) => {
      ready = null
      throw error
    })
    return ready
  }
  const outbox: Outbox = {
    async send(input) {
      await ensure()
      const { rows } = await pg.query<Row>(
        `insert into supabase_local.mail_messages (sender, recipients, subject, html, text_body, kind, headers)
         values ($1, $2, $3, $4, $5, $6, $7) returning *`,
        [
          input.from,
          input.to,
          input.subject,
          input.html ?? '',
          input.text ?? '',
          input.kind ?? 'app',
          JSON.stringify(input.headers ?? {}),
        ],
      )
      return toMessage(rows[0] as Row)
    },
    async list({ to, limit = 200 } = {}) {
      await ensure()
      const where = to ? `where ${recipientFilter}` : ''
      const { rows } = await pg.query<Row>(
        `select * from supabase_local.mail_messages ${where} order by id desc limit ${Math.max(1, Math.floor(limit))}`,
        to ? [to] : [],
      )
      return rows.map(toMessage)
    },
    async get(id) {
      await ensure()
      const { rows } = await pg.query<Row>(
        'select * from supabase_local.mail_messages where id = $1',
        [id],
      )
      return rows[0] ? toMessage(rows[0]) : null
    },
    async clear({ to } = {}) {
      await ensure()
      const result = to
        ? await pg.query(`delete from supabase_local.mail_messages where ${recipientFilter}`, [to])
        : await pg.query('delete from supabase_local.mail_messages')
      return result.affectedRows ?? 0
    },
  }
  outboxes.set(pg, outbox)
  return outbox
}

import type { SupabaseClient } from '@supabase/supabase-js'
import type * as NextServer from 'next/server'
import { beforeEach, expect, it, vi } from 'vitest'

import type { Database, Tables, TablesInsert } from '@/lib/supabase/database.types'

import { actAs as signInAs } from '../../../support/act-as'
import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { invalidatedTags } from '../../../support/next-cache'
import { withoutGrant } from '../../../support/without-grant'
import {
  startHarness,
  suiteHarness,
  type SupabaseLocalHarness,
} from '../../../support/supabase-local-harness'

// Server code runs here outside Next: the request's cookies and headers and the cache are the
// stand-ins in tests/support, connection() (which throws outside a request scope) is a no-op, and
// after() runs its task at once (`settleAfterTasks` awaits it).
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  ...(await import('../../../support/next-after')),
  connection: async () => undefined,
}))

/*
 * The one harness of the admin tests. Importing it stands in for Next (above); then
 * `const harness = adminSuite()` for Supabase Local, `actAs(role)` to run the next server action
 * as that role, `itRefusesNonAdmins` for the role matrix, `harness.seed` for rows,
 * `harness.auditOf` / `harness.auditLog` for the audit trail and `expectInvalidated` for tags.
 */

// The seed's accounts (supabase/seed.sql); `user` is the student, a signed-in non-admin.
export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
export const MEMBER_ID = 'a0000000-0000-4000-8000-000000000002'
export const STUDENT_ID = 'a0000000-0000-4000-8000-000000000003'
export const accounts = {
  admin: { id: ADMIN_ID, email: 'admin@scholarlysupport.co', password: 'AdminPass123' },
  member: { id: MEMBER_ID, email: 'member@scholarlysupport.co', password: 'MemberPass123' },
  user: { id: STUDENT_ID, email: 'student@scholarlysupport.co', password: 'StudentPass123' },
} as const

export type Account = keyof typeof accounts
export type Role = 'anon' | 'user' | 'admin'
export type Client = SupabaseClient<Database>

/** The callers every admin write must refuse, and what each is told. */
export const refusedRoles = ['anon', 'user'] as const
export const refusal = { anon: 'No user logged in', user: 'admin access' } as const

type Table = keyof Database['public']['Tables']
type EditableTable = 'articles' | 'resources'

/** A row as an editor opens it: `updatedAt` is the version a save must name. */
export type Editable = { id: string; slug: string; updatedAt: string }

export type AuditEntry = {
  table_name: string
  row_id: string
  action: string
  actor_id: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export type AdminHarness = SupabaseLocalHarness & {
  /** supabase-js as a visitor, the student and the admin (password grant, one session each). */
  clients: Record<Role, Client>
  /** A fresh supabase-js client signed in as the account, with a session of its own. */
  signIn: (account: Account) => Promise<Client>
  /** Rows written through the REST API as the service role (RLS bypassed), as stored. */
  seed: <T extends Table>(
    table: T,
    rows: TablesInsert<T> | TablesInsert<T>[],
  ) => Promise<Tables<T>[]>
  /** One article or resource seeded for an editor to open (dated unless a draft): its id, slug and version. */
  seedEditable: <T extends EditableTable>(
    table: T,
    row: TablesInsert<T> & { slug: string },
  ) => Promise<Editable>
  /** The audit log's entries for these tables (and one row of them), oldest first. */
  auditLog: (tables: string | string[], rowId?: string) => Promise<AuditEntry[]>
  /** Who did what: the action and actor of each of those entries, oldest first. */
  auditOf: (table: string, rowId?: string) => Promise<Pick<AuditEntry, 'action' | 'actor_id'>[]>
  /** How many rows the table holds, counted as the superuser. */
  count: (table: Table) => Promise<number>
}

/**
 * Supabase Local in memory with the migrations and the seed, the app's server code pointed at it,
 * and the student and admin signed in on their own clients.
 */
export async function startAdminHarness(): Promise<AdminHarness> {
  const base = await startHarness()
  pointAppAtSupabaseLocal(base.local)
  const signIn = async (account: Account) => {
    const client: Client = base.client()
    const { email, password } = accounts[account]
    const { error } = await client.auth.signInWithPassword({ email, password })
    if (error) throw error
    return client
  }
  const service: Client = base.service
  const auditLog = async (tables: string | string[], rowId?: string) => {
    const { rows } = await base.local.pg.query<AuditEntry>(
      `select table_name, row_id, action, actor_id, before, after from public.audit_log
        where table_name = any($1) and ($2::text is null or row_id = $2) order by id`,
      [[tables].flat(), rowId ?? null],
    )
    return rows
  }
  const seed: AdminHarness['seed'] = async (table, rows) => {
    const { data, error } = await service
      .from(table)
      .insert(rows as never)
      .select()
    if (error) throw new Error(`seeding ${table}: ${error.message}`)
    return data as unknown as Tables<typeof table>[]
  }
  return {
    ...base,
    clients: { anon: base.anon, user: await signIn('user'), admin: await signIn('admin') },
    signIn,
    seed,
    seedEditable: async (table, row) => {
      // Anything not a draft is dated now, as publishing through the editor would.
      const publishedAt = row.status && row.status !== 'draft' ? new Date().toISOString() : null
      const [created] = (await seed(table, {
        published_at: publishedAt,
        ...row,
      })) as Tables<EditableTable>[]
      if (!created) throw new Error(`seeding ${table} returned no row`)
      const updatedAt = new Date(created.updated_at).toISOString()
      return { id: created.id, slug: row.slug, updatedAt }
    },
    auditLog,
    auditOf: async (table, rowId) =>
      (await auditLog(table, rowId)).map(({ action, actor_id }) => ({ action, actor_id })),
    count: async (table) => {
      const { rows } = await base.local.pg.query<{ n: number }>(
        `select count(*)::int as n from public.${table}`,
      )
      return rows[0]?.n ?? 0
    },
  }
}

/**
 * Starts the admin harness before the calling file's tests and stops it after them; each test
 * starts signed out, with no tags recorded.
 */
export function adminSuite(): AdminHarness {
  const harness = suiteHarness(startAdminHarness)
  beforeEach(() => actAs('anon'))
  return harness
}

/**
 * `read` rejects with "Could not load <what>: permission denied…" while the signed-in role lacks
 * `privilege` (`'select on public.orders'`), which is granted back afterwards.
 */
export function failsWithout(
  harness: Pick<AdminHarness, 'local'>,
  privilege: string,
  what: string,
  read: () => Promise<unknown>,
) {
  return withoutGrant(
    harness.local.pg,
    privilege,
    () => expect(read()).rejects.toThrow(new RegExp(`^Could not load ${what}: permission denied`)),
    'authenticated',
  )
}

/**
 * Runs the next server actions and cookie-bound reads as `who` (anon: signed out) through the
 * shared sign-in, and forgets the tags recorded so far, so each call's invalidations stand alone.
 */
export async function actAs(who: 'anon' | Account) {
  const account = who === 'anon' ? null : accounts[who]
  await signInAs(account?.email ?? null, account?.password)
  invalidatedTags.length = 0
}

/** Exactly these cache tags were invalidated since the last `actAs`, in any order. */
export function expectInvalidated(...tags: string[]) {
  expect([...invalidatedTags].sort()).toEqual([...tags].sort())
}

const lists = { article: 'articles', resource: 'resources', job: 'jobs', quiz: 'quizzes' } as const

/** The tags a write to public content drops: each item's own, its list's, feeds and sitemap. */
export function contentTags(kind: keyof typeof lists, ...slugs: string[]) {
  return [...slugs.map((slug) => `${kind}:${slug}`), lists[kind], 'feeds', 'sitemap']
}

/**
 * The role matrix of admin writes: for anon and for a signed-in user, every call is refused with
 * that role's reason and invalidates nothing, and `unchanged` finds the area's rows as they were.
 * `arrange` runs before signing in as the role, so it may read or write as the superuser.
 */
export function itRefusesNonAdmins<T = void>(
  title: string,
  matrix: {
    arrange?: () => Promise<T>
    calls: (arranged: T) => Promise<unknown>[]
    unchanged?: (arranged: T) => Promise<void>
  },
) {
  it.each(refusedRoles)(title, async (role) => {
    const arranged = (await matrix.arrange?.()) as T
    await actAs(role)
    const results = await Promise.all(matrix.calls(arranged))
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      expect(result).toMatchObject({ ok: false, error: expect.stringContaining(refusal[role]) })
    }
    await matrix.unchanged?.(arranged)
    expectInvalidated()
  })
}

let slugs = 0

/** A slug no other test in the run has used. */
export const uniqueSlug = (label: string) => `${label}-${Date.now()}-${++slugs}`

/** Bytes that start like a PNG image. */
export function pngBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}

/** Bytes that start like a PDF. */
export function pdfBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

/** Sends bytes to a signed upload URL, as the editor's browser does. */
export async function putSigned(uploadUrl: string, bytes: BodyInit, type: string) {
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': type, 'x-upsert': 'false' },
    body: bytes,
  })
  expect(response.status).toBeLessThan(300)
}

/** What an admin-only route answers a visitor and a signed-in non-admin. */
export const routeRefusals = [
  ['anon', 401],
  ['user', 403],
] as const

import { expect } from 'vitest'

import type { UploadKind } from '@/lib/validation/content-editor'

import {
  actAs,
  contentTags,
  expectInvalidated,
  itRefusesNonAdmins,
  putSigned,
  type AdminHarness,
  type Editable,
} from './harness'

/*
 * What the tests of the slugged content editors (articles, resources) share: the writes every
 * such editor offers, a file uploaded as the editor does, and the scenarios the two editors
 * promise alike.
 */

type Table = 'articles' | 'resources'
const kinds = { articles: 'article', resources: 'resource' } as const
type Action = (input: unknown) => Promise<unknown>

/**
 * The writes every slugged content editor offers, aimed at a seeded row: create a published item,
 * overwrite the row, delete it and check its slug. For the role matrix.
 */
export function editorWrites(
  actions: Record<'create' | 'update' | 'bulk' | 'checkSlug', Action>,
  values: (overrides: { status?: 'published'; title?: string }) => object,
  target: Editable,
) {
  return [
    actions.create(values({ status: 'published' })),
    actions.update({
      ...values({ title: 'Hijacked' }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    }),
    actions.bulk({ ids: [target.id], operation: 'delete' }),
    actions.checkSlug({ slug: target.slug, id: '' }),
  ]
}

/**
 * The role matrix of a slugged content editor (see itRefusesNonAdmins): anon and a signed-in
 * user are refused every call aimed at a seeded row, and the table and that row stay as they were.
 */
export function itRefusesNonAdminEditors(
  harness: AdminHarness,
  table: Table,
  matrix: { seeded: () => Promise<Editable>; calls: (target: Editable) => Promise<unknown>[] },
) {
  itRefusesNonAdmins('refuses %s for every action, changing nothing', {
    arrange: async () => {
      const target = await matrix.seeded()
      const stored = await storedRow(harness, table, target.id)
      return { target, stored, count: await harness.count(table) }
    },
    calls: ({ target }) => matrix.calls(target),
    unchanged: async ({ target, stored, count }) => {
      expect(await harness.count(table)).toBe(count)
      expect(await storedRow(harness, table, target.id)).toEqual(stored)
    },
  })
}

/** A file sent through the signed URL the server issues to the signed-in admin; its path. */
export async function uploaded(kind: UploadKind, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const { requestUploadAction } = await import('@/lib/actions/admin/uploads/request-upload')
  const ticket = await requestUploadAction({ kind, contentType: type, size: bytes.byteLength })
  if (!ticket.ok) throw new Error(ticket.error)
  await putSigned(ticket.data.uploadUrl, bytes, type)
  return ticket.data.path
}

/** The row as stored, read as the superuser. */
export async function storedRow<Row>(harness: AdminHarness, table: Table, id: string) {
  const { rows } = await harness.local.pg.query<Row>(
    `select * from public.${table} where id = $1`,
    [id],
  )
  return rows[0]
}

/**
 * A bulk action over rows some of which are already in its state: every selected row counts and
 * ends in that state, and those already there are not written again (no audit entry, the same
 * updated date), for publish, unpublish and archive alike.
 */
export async function expectBulkLeavesRowsInState(
  harness: AdminHarness,
  table: Table,
  bulk: Action,
  rows: [Editable, Editable],
) {
  const [settled, moving] = rows
  for (const [operation, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
    ['archive', 'archived'],
  ] as const) {
    await harness.local.pg.query(
      `update public.${table} set status = $2, published_at = now() - interval '1 day'
        where id = $1`,
      [settled.id, status],
    )
    const other = status === 'draft' ? 'archived' : 'draft'
    await harness.local.pg.query(`update public.${table} set status = $2 where id = $1`, [
      moving.id,
      other,
    ])
    const before = await storedRow<{ updated_at: Date }>(harness, table, settled.id)
    const audited = (await harness.auditOf(table, settled.id)).length
    await actAs('admin')
    expect(await bulk({ ids: [settled.id, moving.id], operation })).toEqual({
      ok: true,
      data: { count: 2 },
    })
    for (const row of rows) {
      expect((await storedRow<{ status: string }>(harness, table, row.id))?.status).toBe(status)
    }
    expect((await storedRow<{ updated_at: Date }>(harness, table, settled.id))?.updated_at).toEqual(
      before?.updated_at,
    )
    expect(await harness.auditOf(table, settled.id)).toHaveLength(audited)
  }
}

/**
 * Someone else saves the row after the editor opened it: the editor's update, still naming the
 * version it opened, is refused with their version, the row keeps theirs and nothing is
 * invalidated.
 */
export async function expectStaleSaveConflicts(
  harness: AdminHarness,
  table: Table,
  target: Editable,
  editor: { update: Action; values: (overrides: { slug: string; title: string }) => object },
) {
  await harness.local.pg.query(
    `update public.${table} set title = 'Their title', updated_at = now() + interval '1 second' where id = $1`,
    [target.id],
  )
  await actAs('admin')
  const mine = editor.values({ slug: target.slug, title: 'My title' })
  const result = await editor.update({
    ...mine,
    id: target.id,
    expectedUpdatedAt: target.updatedAt,
  })
  expect(result).toMatchObject({
    ok: false,
    conflict: { current: { title: 'Their title' } },
  })
  expect(await storedRow(harness, table, target.id)).toMatchObject({ title: 'Their title' })
  expectInvalidated()
}

/**
 * The bulk action publishes two rows as the admin: both published and dated, each slug
 * invalidated once.
 */
export async function expectBulkPublishes(
  harness: AdminHarness,
  table: Table,
  bulk: Action,
  rows: [Editable, Editable],
) {
  await actAs('admin')
  expect(await bulk({ ids: rows.map((row) => row.id), operation: 'publish' })).toEqual({
    ok: true,
    data: { count: 2 },
  })
  for (const row of rows) {
    const stored = await storedRow<{ status: string; published_at: Date | null }>(
      harness,
      table,
      row.id,
    )
    expect(stored?.status).toBe('published')
    expect(stored?.published_at).not.toBeNull()
  }
  expectInvalidated(...contentTags(kinds[table], ...rows.map((row) => row.slug)))
}

/**
 * Another row has the slug: the editor's create and save are refused with the slug field's error
 * in the editor's words, and the live check says so, counting a row's own slug as free.
 */
export async function expectTakenSlugAnswered(
  editor: {
    create: Action
    update: Action
    checkSlug: Action
    values: (overrides: { slug: string }) => object
  },
  noun: 'article' | 'resource',
  other: Editable,
  target: Editable,
) {
  const taken = `Another ${noun} already uses this slug.`
  const refused = {
    ok: false,
    error: 'Please correct the highlighted fields.',
    fieldErrors: { slug: [taken] },
  }
  await actAs('admin')
  expect(await editor.create(editor.values({ slug: other.slug }))).toEqual(refused)
  expect(
    await editor.update({
      ...editor.values({ slug: other.slug }),
      id: target.id,
      expectedUpdatedAt: target.updatedAt,
    }),
  ).toEqual(refused)
  expect(await editor.checkSlug({ slug: other.slug, id: '' })).toEqual({
    ok: true,
    data: { available: false, message: taken },
  })
  expect(await editor.checkSlug({ slug: other.slug, id: other.id })).toEqual({
    ok: true,
    data: { available: true, message: 'This slug is free.' },
  })
  expect(await editor.checkSlug({ slug: 'Bad Slug', id: '' })).toEqual({
    ok: true,
    data: {
      available: false,
      message: expect.stringMatching(/^Use lower-case letters, digits and single hyphens/),
    },
  })
}

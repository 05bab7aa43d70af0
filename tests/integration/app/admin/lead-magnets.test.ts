import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { createLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/create-lead-magnet'
import type { deleteLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/delete-lead-magnet'
import type { requestLeadMagnetUploadAction } from '@/lib/actions/admin/lead-magnets/request-lead-magnet-upload'
import type { updateLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/update-lead-magnet'

import {
  actAs,
  ADMIN_ID,
  adminSuite,
  itRefusesNonAdmins,
  putSigned,
  routeRefusals,
} from './harness'

const harness = adminSuite()
let create: typeof createLeadMagnetAction
let update: typeof updateLeadMagnetAction
let remove: typeof deleteLeadMagnetAction
let requestUpload: typeof requestLeadMagnetUploadAction
let exportLeads: (request: Request) => Promise<Response>

beforeAll(async () => {
  create = (await import('@/lib/actions/admin/lead-magnets/create-lead-magnet'))
    .createLeadMagnetAction
  update = (await import('@/lib/actions/admin/lead-magnets/update-lead-magnet'))
    .updateLeadMagnetAction
  remove = (await import('@/lib/actions/admin/lead-magnets/delete-lead-magnet'))
    .deleteLeadMagnetAction
  requestUpload = (await import('@/lib/actions/admin/lead-magnets/request-lead-magnet-upload'))
    .requestLeadMagnetUploadAction
  exportLeads = (await import('@/app/admin/lead-magnets/export/route')).GET
})

const input = {
  title: 'Exam checklist',
  slug: 'exam-checklist',
  description: 'One page to plan revision.',
  email_subject: 'Your exam checklist',
  email_body: 'Here it is.',
  is_active: true,
  file_path: null,
}

beforeEach(async () => {
  await harness.local.pg.exec(`delete from public.leads;
    delete from public.lead_magnets where slug <> 'study-success-guide'`)
})

async function magnetRows(slug: string) {
  const { rows } = await harness.local.pg.query<{ id: string; file_path: string | null }>(
    'select id, file_path from public.lead_magnets where slug = $1',
    [slug],
  )
  return rows
}

/** Uploads bytes the way the editor does: a signed URL from the action, then a PUT. */
async function upload(bytes: string, name = 'checklist.pdf') {
  const ticket = await requestUpload({ name, size: bytes.length })
  if (!ticket.ok) throw new Error(ticket.error)
  await putSigned(ticket.data.uploadUrl, bytes, 'application/pdf')
  return ticket.data.path
}

async function objectExists(path: string) {
  const { rows } = await harness.local.pg.query(
    `select 1 from storage.objects where bucket_id = 'lead-magnets' and name = $1`,
    [path],
  )
  return rows.length > 0
}

describe('lead magnet actions: role matrix', () => {
  itRefusesNonAdmins('every action is refused for %s', {
    arrange: async () => (await magnetRows('study-success-guide'))[0]?.id ?? '',
    calls: (guide) => [
      create(input),
      update({
        ...input,
        slug: 'study-success-guide',
        id: guide,
        updated_at: '2000-01-01T00:00:00.000Z',
      }),
      remove({ id: guide }),
      requestUpload({ name: 'a.pdf', size: 10 }),
    ],
    unchanged: async () => {
      expect(await magnetRows(input.slug)).toEqual([])
      expect(await magnetRows('study-success-guide')).toHaveLength(1)
    },
  })
})

describe('creating and editing a lead magnet', () => {
  it('takes an uploaded PDF, with an audit row by the admin', async () => {
    await actAs('admin')
    const path = await upload('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF\n')
    const result = await create({ ...input, file_path: path })
    expect(result.ok).toBe(true)
    const [row] = await magnetRows(input.slug)
    expect(row?.file_path).toBe(path)
    expect(await objectExists(path)).toBe(true)
    expect(await harness.auditOf('lead_magnets', row?.id ?? '')).toEqual([
      { action: 'INSERT', actor_id: ADMIN_ID },
    ])
  })

  it('refuses a file that is not a PDF by its bytes, whatever it is called, and removes it', async () => {
    await actAs('admin')
    const path = await upload('<html><script>alert(1)</script></html>', 'guide.pdf')
    const result = await create({ ...input, file_path: path })
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { file_path: ['That file is not a PDF.'] },
    })
    expect(await magnetRows(input.slug)).toEqual([])
    expect(await objectExists(path)).toBe(false)
  })

  it('says an upload that never reached Storage did not arrive, and stores nothing', async () => {
    await actAs('admin')
    const path = `${crypto.randomUUID()}/never-sent.pdf`
    expect(await create({ ...input, file_path: path })).toMatchObject({
      ok: false,
      fieldErrors: { file_path: ['The upload did not arrive; upload the PDF again.'] },
    })
    expect(await magnetRows(input.slug)).toEqual([])
  })

  it('needs the whole %PDF- signature: a PostScript file sharing its first byte is refused', async () => {
    await actAs('admin')
    const path = await upload('%!PS-Adobe-3.0\n%%EOF\n', 'handout.pdf')
    expect(await create({ ...input, file_path: path })).toMatchObject({
      ok: false,
      fieldErrors: { file_path: ['That file is not a PDF.'] },
    })
    expect(await objectExists(path)).toBe(false)
  })

  it.each([
    ['a file that is not called .pdf', { name: 'guide.exe', size: 10 }, 'name'],
    ['a file over 25 MB', { name: 'big.pdf', size: 26_214_401 }, 'size'],
  ])('refuses to sign an upload of %s', async (_what, file, field) => {
    await actAs('admin')
    expect(await requestUpload(file)).toMatchObject({
      ok: false,
      fieldErrors: { [field]: [expect.any(String)] },
    })
  })

  it.each([
    ['a bad slug', { slug: 'Exam Checklist!' }, 'slug'],
    ['an empty title', { title: '' }, 'title'],
    ['a path this app did not choose', { file_path: '../resumes/cv.pdf' }, 'file_path'],
  ])('refuses %s with a field error', async (_what, change, field) => {
    await actAs('admin')
    const result = await create({ ...input, ...change })
    expect(result).toMatchObject({ ok: false, fieldErrors: { [field]: [expect.any(String)] } })
  })

  it('switches a magnet off, and refuses a taken slug', async () => {
    await actAs('admin')
    const created = await create(input)
    if (!created.ok) throw new Error(created.error)
    const off = await update({ ...input, is_active: false, ...created.data })
    expect(off.ok).toBe(true)
    const { rows } = await harness.local.pg.query<{ is_active: boolean }>(
      'select is_active from public.lead_magnets where id = $1',
      [created.data.id],
    )
    expect(rows[0]?.is_active).toBe(false)
    if (!off.ok) return
    const taken = await update({ ...input, slug: 'study-success-guide', ...off.data })
    expect(taken).toMatchObject({ ok: false, fieldErrors: { slug: [expect.any(String)] } })
  })

  it('deletes a magnet without leads, and keeps one that has leads', async () => {
    await actAs('admin')
    const [guide] = await magnetRows('study-success-guide')
    await harness.local.pg.exec(`insert into public.leads (email, lead_magnet_id)
      values ('kept@example.com', '${guide?.id}')`)
    expect(await remove({ id: guide?.id ?? '' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/1 lead, so it cannot be deleted/),
    })
    const created = await create(input)
    if (!created.ok) throw new Error(created.error)
    expect(await remove({ id: created.data.id })).toEqual({ ok: true, data: undefined })
    expect(await magnetRows(input.slug)).toEqual([])
    expect((await harness.auditOf('lead_magnets', created.data.id)).at(-1)).toEqual({
      action: 'DELETE',
      actor_id: ADMIN_ID,
    })
  })
})

describe('the leads list and its CSV export', () => {
  async function seedLeads() {
    const [guide] = await magnetRows('study-success-guide')
    await harness.local.pg.exec(`
      insert into public.lead_magnets (slug, title) values ('other', 'Other');
      insert into public.leads (email, source_path, lead_magnet_id, created_at, unsubscribed_at)
      values
        ('new@example.com', '/', '${guide?.id}', now() - interval '1 day', null),
        ('gone@example.com', '/articles/x', '${guide?.id}', now() - interval '2 days', now()),
        ('=cmd@example.com', '/', '${guide?.id}', now() - interval '3 days', null),
        ('old@example.com', '/', '${guide?.id}', now() - interval '20 days', null),
        ('other@example.com', '/', (select id from public.lead_magnets where slug = 'other'),
          now() - interval '1 day', null);`)
    return guide?.id ?? ''
  }

  async function listFor(query: Record<string, string>) {
    const { leadListSpec, listLeads } = await import('@/lib/data/admin/leads')
    const { parseListParams } = await import('@/lib/data/admin/list-params')
    const { createClient } = await import('@/lib/supabase/server')
    const { rows: magnets } = await harness.local.pg.query<{ id: string }>(
      'select id from public.lead_magnets',
    )
    const params = parseListParams(leadListSpec(magnets.map((magnet) => magnet.id)), query)
    return listLeads(await createClient(), params)
  }

  it('honours ?since=7d and the magnet, and marks unsubscribed leads', async () => {
    const guide = await seedLeads()
    await actAs('admin')
    const page = await listFor({ since: '7d', magnet: guide })
    expect(page.rows.map((row) => row.email)).toEqual([
      'new@example.com',
      'gone@example.com',
      '=cmd@example.com',
    ])
    expect(page.rows.find((row) => row.email === 'gone@example.com')?.unsubscribed_at).not.toBe(
      null,
    )
    const unsubscribed = await listFor({ status: 'unsubscribed' })
    expect(unsubscribed.rows.map((row) => row.email)).toEqual(['gone@example.com'])
    const subscribed = await listFor({ status: 'subscribed', magnet: guide })
    expect(subscribed.rows.map((row) => row.email)).toEqual([
      'new@example.com',
      '=cmd@example.com',
      'old@example.com',
    ])
    const oldestFirst = await listFor({ magnet: guide, sort: 'created_at', dir: 'asc' })
    expect(oldestFirst.rows.map((row) => row.email)).toEqual([
      'old@example.com',
      '=cmd@example.com',
      'gone@example.com',
      'new@example.com',
    ])
  })

  it('searches email and source path through search_leads, with the other filters', async () => {
    const guide = await seedLeads()
    await actAs('admin')
    expect((await listFor({ q: 'GONE@' })).rows.map((row) => row.email)).toEqual([
      'gone@example.com',
    ])
    const byPath = await listFor({ q: 'articles/x', magnet: guide })
    expect(byPath.rows.map((row) => row.email)).toEqual(['gone@example.com'])
    expect(byPath.rows[0]?.lead_magnets?.title).toBe('Study Success Guide')
    // % and _ match only themselves.
    expect((await listFor({ q: '%' })).rows).toEqual([])
    expect((await listFor({ q: 'other', since: '7d' })).rows).toHaveLength(1)
  })

  it('shows a user no leads listed (RLS), and refuses them a search (42501)', async () => {
    await seedLeads()
    await actAs('user')
    expect((await listFor({})).rows).toEqual([])
    await expect(listFor({ q: 'example' })).rejects.toThrow(/only admins/)
    for (const refused of [harness.anon, harness.clients.user]) {
      const { data, error } = await refused.rpc('search_leads', { term: 'example' })
      expect(error?.code).toBe('42501')
      expect(data).toBeNull()
    }
  })

  const exportUrl = (query: string) => `http://localhost:3000/admin/lead-magnets/export?${query}`

  it.each(routeRefusals)('answers %s with %i and no data', async (caller, status) => {
    await seedLeads()
    await actAs(caller)
    const response = await exportLeads(new Request(exportUrl('')))
    expect(response.status).toBe(status)
    expect(await response.text()).not.toContain('@example.com')
  })

  it('streams the filtered list as CSV for an admin, formulas neutralised', async () => {
    const guide = await seedLeads()
    await actAs('admin')
    const response = await exportLeads(new Request(exportUrl(`since=7d&magnet=${guide}`)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'email,lead_magnet,source_path,confirmed_at,unsubscribed,unsubscribed_at,created_at',
    )
    const rows = lines.slice(1).map((line) => line.split(','))
    expect(rows.map((row) => row[0]).sort()).toEqual([
      "'=cmd@example.com",
      'gone@example.com',
      'new@example.com',
    ])
    expect(rows.find((row) => row[0] === 'gone@example.com')?.[4]).toBe('yes')
    expect(rows.find((row) => row[0] === 'new@example.com')?.[4]).toBe('no')
  })
})

describe('what the lead magnet actions write and answer', () => {
  const PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF\n'
  const slugTaken = {
    ok: false,
    error: 'That slug is taken.',
    fieldErrors: { slug: ['Another lead magnet uses this slug.'] },
  }

  async function storedMagnet(id: string) {
    const { rows } = await harness.local.pg.query<Record<string, unknown> & { updated_at: Date }>(
      `select title, slug, description, email_subject, email_body, is_active, file_path, updated_at
         from public.lead_magnets where id = $1`,
      [id],
    )
    return rows[0]
  }

  it('signs an upload for a fresh folder and a storage-safe name', async () => {
    await actAs('admin')
    const ticket = await requestUpload({ name: 'My Revision Guide (final).PDF', size: 2048 })
    expect(ticket).toEqual({
      ok: true,
      data: {
        path: expect.stringMatching(/^[0-9a-f-]{36}\/my-revision-guide-final\.pdf$/),
        uploadUrl: expect.stringContaining('/storage/v1/object/upload/sign/lead-magnets/'),
      },
    })
    if (!ticket.ok) return
    expect(ticket.data.uploadUrl).toContain(ticket.data.path)
    const again = await requestUpload({ name: 'My Revision Guide (final).PDF', size: 2048 })
    expect(again.ok && again.data.path).not.toBe(ticket.data.path)
  })

  it('stores what the admin entered and answers the new row’s id and version', async () => {
    await actAs('admin')
    const created = await create(input)
    expect(created).toEqual({
      ok: true,
      data: { id: expect.any(String), updated_at: expect.any(String) },
    })
    if (!created.ok) return
    const row = (await storedMagnet(created.data.id))!
    expect(row).toEqual({ ...input, updated_at: expect.any(Date) })
    expect(new Date(created.data.updated_at).toISOString()).toBe(row.updated_at.toISOString())
    expect(await create({ ...input, title: 'Another' })).toEqual(slugTaken)
  })

  it('saves every field, answers the new version, and refuses a taken slug in the editor’s words', async () => {
    await actAs('admin')
    const created = await create(input)
    if (!created.ok) throw new Error(created.error)
    const changes = {
      title: 'Exam checklist, second edition',
      slug: 'exam-checklist-2',
      description: 'Two pages now.',
      email_subject: 'Your new checklist',
      email_body: 'Here is the new one.',
      is_active: false,
    }
    const saved = await update({ ...input, ...changes, ...created.data })
    const row = (await storedMagnet(created.data.id))!
    expect(row).toEqual({ ...changes, file_path: null, updated_at: expect.any(Date) })
    expect(saved).toEqual({
      ok: true,
      data: { id: created.data.id, updated_at: expect.any(String) },
    })
    if (!saved.ok) return
    expect(new Date(saved.data.updated_at).toISOString()).toBe(row.updated_at.toISOString())
    expect(await update({ ...input, slug: 'study-success-guide', ...saved.data })).toEqual(
      slugTaken,
    )
  })

  it('checks a newly uploaded file on save, and not the file it already has', async () => {
    await actAs('admin')
    const path = await upload(PDF)
    const created = await create({ ...input, file_path: path })
    if (!created.ok) throw new Error(created.error)
    // The stored file is gone: checking it again would say the upload did not arrive.
    await harness.local.pg.query(
      `delete from storage.objects where bucket_id = 'lead-magnets' and name = $1`,
      [path],
    )
    const kept = await update({ ...input, file_path: path, title: 'Renamed', ...created.data })
    expect(kept.ok).toBe(true)
    if (!kept.ok) return
    const fake = await upload('GIF89a not a pdf', 'new.pdf')
    expect(await update({ ...input, file_path: fake, ...kept.data })).toEqual({
      ok: false,
      error: 'That file is not a PDF.',
      fieldErrors: { file_path: ['That file is not a PDF.'] },
    })
    expect(await objectExists(fake)).toBe(false)
    expect((await storedMagnet(created.data.id))?.file_path).toBe(path)

    const replacement = await upload(PDF, 'second.pdf')
    expect(await update({ ...input, file_path: replacement, ...kept.data })).toMatchObject({
      ok: true,
    })
    expect((await storedMagnet(created.data.id))?.file_path).toBe(replacement)
  })

  it('reports a concurrent edit and a deleted magnet', async () => {
    await actAs('admin')
    const created = await create(input)
    if (!created.ok) throw new Error(created.error)
    expect(await update({ ...input, title: 'Theirs', ...created.data })).toMatchObject({ ok: true })
    expect(await update({ ...input, title: 'Mine', ...created.data })).toMatchObject({
      ok: false,
      error: 'This was changed by Site Admin while you were editing it.',
      conflict: { current: { title: 'Theirs' } },
    })
    await harness.local.pg.query('delete from public.lead_magnets where id = $1', [created.data.id])
    expect(await update({ ...input, ...created.data })).toEqual({
      ok: false,
      error: 'This item no longer exists. It may have been deleted.',
    })
    expect(await update({ ...input, ...created.data, file_path: await upload(PDF) })).toEqual({
      ok: false,
      error: 'This item no longer exists. It may have been deleted.',
    })
    expect(await remove({ id: created.data.id })).toEqual({
      ok: false,
      error: 'This lead magnet no longer exists.',
    })
  })

  it('counts the leads that keep a magnet, and deletes a deletable one’s file', async () => {
    await actAs('admin')
    const [guide] = await magnetRows('study-success-guide')
    await harness.local.pg.exec(`insert into public.leads (email, lead_magnet_id) values
      ('one@example.com', '${guide?.id}'), ('two@example.com', '${guide?.id}')`)
    expect(await remove({ id: guide?.id ?? '' })).toEqual({
      ok: false,
      error: 'This lead magnet has 2 leads, so it cannot be deleted. Switch it off instead.',
    })
    const path = await upload(PDF)
    const created = await create({ ...input, file_path: path })
    if (!created.ok) throw new Error(created.error)
    expect(await remove({ id: created.data.id })).toEqual({ ok: true, data: undefined })
    expect(await objectExists(path)).toBe(false)
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type * as NextServerModule from 'next/server'

import type * as RateLimitModule from '@/lib/http/rate-limit'
import type { SupabaseLocal } from '@/supabase/local/server'

import { settleAfterTasks } from '../../../support/next-after'
import { spendRateLimit } from '../../../support/rate-limits'

import {
  jsonRequest,
  outbox,
  PDF_BYTES,
  PNG_BYTES,
  freshIp,
  resumeObjects,
  startPublicWritesHarness,
  uniqueEmail,
} from './harness'

type NextServer = typeof NextServerModule

vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/server', async (original) => ({
  ...(await original<NextServer>()),
  ...(await import('../../../support/next-after')),
  connection: async () => {},
}))

type Route = (request: Request, context: { params: Promise<{ slug: string }> }) => Promise<Response>

let local: SupabaseLocal
let uploadRoute: Route
let applyRoute: Route
let rateLimiters: typeof RateLimitModule.rateLimiters
let emailSubject: typeof RateLimitModule.emailSubject

const SLUG = 'subject-tutor'

async function call(route: Route, slug: string, body: unknown, ip?: string) {
  const response = await route(jsonRequest(`/api/careers/${slug}/x`, body, ip), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

function fields(email: string) {
  return {
    fullName: 'Ada Applicant',
    email,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    portfolioUrl: '',
    coverLetter: 'I have tutored statistics for three years.',
    privacyAccepted: true,
  }
}

async function upload(
  slug: string,
  email: string,
  bytes: Buffer,
  name = 'cv.pdf',
  type = 'application/pdf',
) {
  const prepared = await call(uploadRoute, slug, {
    ...fields(email),
    resume: { name, size: bytes.length },
  })
  if (prepared.status !== 200) return { prepared, ticket: null }
  const put = await fetch(prepared.body.data.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Uint8Array(bytes),
  })
  expect(put.status).toBe(200)
  return { prepared, ticket: prepared.body.data.ticket as string }
}

async function applications(email: string) {
  const { rows } = await local.pg.query<{
    id: string
    resume_path: string
    user_id: string | null
  }>(
    'select id, resume_path, user_id from public.job_applications where lower(email) = lower($1)',
    [email],
  )
  return rows
}

/** Spends a limiter's whole window for one subject, as that many earlier requests would. */
async function exhaust(limiter: keyof typeof rateLimiters, subject: string) {
  const { name, limit } = rateLimiters[limiter]
  await spendRateLimit(local.pg, `${name}:${subject}`, limit)
}

beforeAll(async () => {
  local = await startPublicWritesHarness()
  uploadRoute = (await import('@/app/api/careers/[slug]/resume-upload/route')).POST
  applyRoute = (await import('@/app/api/careers/[slug]/applications/route')).POST
  const rateLimit = await import('@/lib/http/rate-limit')
  rateLimiters = rateLimit.rateLimiters
  emailSubject = rateLimit.emailSubject
})

afterAll(async () => {
  await local?.stop()
})

describe('job applications', () => {
  it('stores the application with its résumé and emails the applicant and the hiring team', async () => {
    const email = uniqueEmail('ada')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    const result = await call(applyRoute, SLUG, { ...fields(email), resumeTicket: ticket })
    const rows = await applications(email)
    expect(rows).toHaveLength(1)
    expect(result).toEqual({ status: 201, body: { ok: true, data: { id: rows[0]?.id } } })
    expect(rows[0]?.resume_path).toMatch(/^applications\/[0-9a-f-]{36}\.pdf$/)
    expect(await resumeObjects(local)).toContain(rows[0]?.resume_path)
    const { rows: jobs } = await local.pg.query<{ title: string }>(
      'select title from public.jobs where slug = $1',
      [SLUG],
    )
    const title = jobs[0]?.title
    expect(await outbox(local, email)).toEqual([
      expect.objectContaining({
        subject: `We received your application: ${title}`,
        text: [
          'Hello Ada Applicant,',
          '',
          `Thank you for applying for the ${title} role at Scholarly Support. We have your application and résumé.`,
          'Our hiring team reads every application and replies within 10 working days, whatever the outcome.',
          '',
          `The role: https://scholarly.example/careers/${SLUG}/`,
          'Questions: careers@scholarlysupport.co',
          '',
          'Scholarly Support hiring team',
        ].join('\n'),
      }),
    ])
    const hiring = await outbox(local, 'careers@scholarlysupport.co')
    expect(hiring.find((message) => message.text.includes(email))).toEqual(
      expect.objectContaining({
        subject: `New application: ${title}`,
        text: [
          `Ada Applicant <${email}> applied for ${title}.`,
          `Application id: ${rows[0]?.id}`,
          'Review it in the admin area: https://scholarly.example/admin/jobs',
        ].join('\n'),
      }),
    )

    // The same address again within 24 hours: refused before any upload.
    const again = await call(uploadRoute, SLUG, {
      ...fields(email),
      resume: { name: 'cv.pdf', size: 10 },
    })
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, error: 'You have already applied for this role' },
    })
    expect(await applications(email)).toHaveLength(1)
  })

  it('greets an applicant whose "name" is a link without repeating it to the address given', async () => {
    const email = uniqueEmail('pitch')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    const fullName = 'Visit essays.example today'
    const result = await call(applyRoute, SLUG, {
      ...fields(email),
      fullName,
      resumeTicket: ticket,
    })
    expect(result.status).toBe(201)
    const [confirmation] = await outbox(local, email)
    expect(confirmation?.text.split('\n')[0]).toBe('Hello,')
    expect(confirmation?.text).not.toContain('essays.example')
  })

  it('refuses an address for 24 hours after its application, and takes it again after that', async () => {
    const applied = async (email: string, hoursAgo: number) =>
      local.pg.query(
        `insert into public.job_applications (job_id, full_name, email, created_at)
          select id, 'Earlier Applicant', $1, now() - make_interval(hours => $2)
            from public.jobs where slug = $3`,
        [email, hoursAgo, SLUG],
      )
    const prepare = (email: string) =>
      call(uploadRoute, SLUG, { ...fields(email), resume: { name: 'cv.pdf', size: 10 } })

    const recent = uniqueEmail('window-recent')
    await applied(recent, 23)
    expect(await prepare(recent)).toMatchObject({
      status: 409,
      body: { error: 'You have already applied for this role' },
    })
    const earlier = uniqueEmail('window-earlier')
    await applied(earlier, 25)
    expect((await prepare(earlier)).status).toBe(200)
  })

  it('answers 404 for unknown and draft jobs and 409 for closed ones', async () => {
    const body = { ...fields(uniqueEmail('x')), resume: { name: 'cv.pdf', size: 10 } }
    expect((await call(uploadRoute, 'no-such-role', body)).status).toBe(404)
    await local.pg.query(
      "insert into public.jobs (slug, title, status) values ('draft-role', 'Draft', 'draft'), ('closed-role', 'Closed', 'closed')",
    )
    expect((await call(uploadRoute, 'draft-role', body)).status).toBe(404)
    expect(await call(uploadRoute, 'closed-role', body)).toMatchObject({
      status: 409,
      body: { error: 'This role is no longer accepting applications' },
    })
  })

  it('refuses a file whose bytes are not a PDF, DOC or DOCX and removes it', async () => {
    const email = uniqueEmail('png')
    const before = await resumeObjects(local)
    const { ticket } = await upload(SLUG, email, PNG_BYTES)
    expect((await resumeObjects(local)).length).toBe(before.length + 1)
    const result = await call(applyRoute, SLUG, { ...fields(email), resumeTicket: ticket })
    // Said on the résumé field, where the applicant chooses another file.
    const refused = 'Upload your résumé as a PDF, DOC or DOCX file.'
    expect(result).toEqual({
      status: 400,
      body: { ok: false, error: refused, fieldErrors: { resume: [refused] } },
    })
    expect(await resumeObjects(local)).toEqual(before)
    expect(await applications(email)).toHaveLength(0)
  })

  it('removes the uploaded file when the role closes before the application is stored', async () => {
    await local.pg.query(
      "insert into public.jobs (slug, title, status, published_at) values ('closing-role', 'Closing', 'open', now())",
    )
    const email = uniqueEmail('late')
    const before = await resumeObjects(local)
    const { ticket } = await upload('closing-role', email, PDF_BYTES)
    await local.pg.query("update public.jobs set status = 'closed' where slug = 'closing-role'")
    const result = await call(applyRoute, 'closing-role', {
      ...fields(email),
      resumeTicket: ticket,
    })
    expect(result.status).toBe(409)
    expect(await resumeObjects(local)).toEqual(before)
  })

  it('removes the uploaded file when the insert fails (a parallel application won)', async () => {
    const email = uniqueEmail('race')
    const before = await resumeObjects(local)
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    // Another submission of the same address lands between the checks and this insert.
    await local.pg.query(
      `insert into public.job_applications (job_id, full_name, email)
       select id, 'Ada', $1 from public.jobs where slug = $2`,
      [email, SLUG],
    )
    const result = await call(applyRoute, SLUG, { ...fields(email), resumeTicket: ticket })
    expect(result.status).toBe(409)
    expect(await resumeObjects(local)).toEqual(before)
    expect(await applications(email)).toHaveLength(1)
  })

  it('refuses forged or foreign tickets and never deletes a claimed résumé', async () => {
    const email = uniqueEmail('claimed')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    expect((await call(applyRoute, SLUG, { ...fields(email), resumeTicket: ticket })).status).toBe(
      201,
    )
    const claimed = (await applications(email))[0]!.resume_path
    // Replaying the ticket with another address fails, and the stored file stays.
    const replay = await call(applyRoute, SLUG, {
      ...fields(uniqueEmail('replay')),
      resumeTicket: ticket,
    })
    expect(replay.status).toBe(400)
    expect(await resumeObjects(local)).toContain(claimed)
    const forged = `${claimed.replace(/\.pdf$/, '.doc')}~9999999999~AAAA`
    expect(
      (await call(applyRoute, SLUG, { ...fields(uniqueEmail('forged')), resumeTicket: forged }))
        .status,
    ).toBe(400)
  })

  it('clears day-old unclaimed uploads after storing an application, and keeps its file', async () => {
    const abandoned = (await upload(SLUG, uniqueEmail('abandoned'), PDF_BYTES)).ticket!.split(
      '~',
    )[0]!
    await local.pg.query(
      `update storage.objects
       set created_at = now() - interval '25 hours', updated_at = now() - interval '25 hours'
       where bucket_id = 'resumes' and name = $1`,
      [abandoned],
    )
    const email = uniqueEmail('sweeps')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    expect((await call(applyRoute, SLUG, { ...fields(email), resumeTicket: ticket })).status).toBe(
      201,
    )
    await settleAfterTasks()
    const objects = await resumeObjects(local)
    expect(objects).not.toContain(abandoned)
    expect(objects).toContain((await applications(email))[0]?.resume_path)
  })

  it('lets nobody but admins read résumés, and nobody upload into the bucket directly', async () => {
    const { rows } = await local.pg.query<{ resume_path: string }>(
      'select resume_path from public.job_applications where resume_path is not null limit 1',
    )
    const path = rows[0]!.resume_path
    const anonRead = await fetch(`${local.url}/storage/v1/object/resumes/${path}`, {
      headers: { apikey: local.keys.anonKey, authorization: `Bearer ${local.keys.anonKey}` },
    })
    expect([400, 403, 404]).toContain(anonRead.status)
    const anonUpload = await fetch(`${local.url}/storage/v1/object/resumes/applications/evil.pdf`, {
      method: 'POST',
      headers: {
        apikey: local.keys.anonKey,
        authorization: `Bearer ${local.keys.anonKey}`,
        'content-type': 'application/pdf',
      },
      body: PDF_BYTES,
    })
    expect(anonUpload.status).toBeGreaterThanOrEqual(400)
    const anonInsert = await fetch(`${local.url}/rest/v1/job_applications`, {
      method: 'POST',
      headers: {
        apikey: local.keys.anonKey,
        authorization: `Bearer ${local.keys.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        job_id: '00000000-0000-0000-0000-000000000000',
        full_name: 'x',
        email: 'x@example.org',
      }),
    })
    expect(anonInsert.status).toBe(401)
  })
})

describe('job applications: refusals that keep nothing', () => {
  const UPLOAD_AGAIN = 'Please upload your résumé again.'

  it('asks for the résumé again when the ticket is not ours or its file never arrived', async () => {
    const email = uniqueEmail('noticket')
    const forged = 'applications/00000000-0000-4000-8000-000000000000.pdf~9999999999~AAAA'
    expect(await call(applyRoute, SLUG, { ...fields(email), resumeTicket: forged })).toEqual({
      status: 400,
      body: { ok: false, error: UPLOAD_AGAIN, fieldErrors: { resume: [UPLOAD_AGAIN] } },
    })
    const prepared = await call(uploadRoute, SLUG, {
      ...fields(email),
      resume: { name: 'cv.pdf', size: PDF_BYTES.length },
    })
    expect(prepared.status).toBe(200)
    // The upload URL was never used, so there is no file behind the ticket.
    expect(
      await call(applyRoute, SLUG, { ...fields(email), resumeTicket: prepared.body.data.ticket }),
    ).toEqual({
      status: 400,
      body: { ok: false, error: UPLOAD_AGAIN, fieldErrors: { resume: [UPLOAD_AGAIN] } },
    })
    expect(await applications(email)).toEqual([])
  })

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin without Fetch Metadata', { origin: 'https://evil.example' }],
  ])('refuses an application sent from %s with 403, storing nothing', async (_case, headers) => {
    const email = uniqueEmail('crosssite')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    const response = await applyRoute(
      jsonRequest(
        `/api/careers/${SLUG}/applications`,
        { ...fields(email), resumeTicket: ticket },
        freshIp(),
        headers,
      ),
      { params: Promise.resolve({ slug: SLUG }) },
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ ok: false, error: 'Send the request from this site.' })
    expect(await applications(email)).toEqual([])
  })

  it('answers field errors for a bad form and removes the file it uploaded', async () => {
    const email = uniqueEmail('badform')
    const before = await resumeObjects(local)
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    const result = await call(applyRoute, SLUG, {
      ...fields(email),
      fullName: '',
      resumeTicket: ticket,
    })
    expect(result).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { fullName: [expect.any(String)] } },
    })
    expect(await resumeObjects(local)).toEqual(before)
    expect(await applications(email)).toEqual([])
  })

  it('answers 404 for an unknown role and 400 for a body that is not an object', async () => {
    expect(await call(applyRoute, 'no-such-role', fields(uniqueEmail('lost')))).toEqual({
      status: 404,
      body: { ok: false, error: 'We could not find that role.' },
    })
    expect((await call(applyRoute, SLUG, null)).status).toBe(400)
  })

  it('checks the size itself even when the bucket would take a bigger file', async () => {
    const limit = 5 * 1024 * 1024
    const pdf = (size: number) =>
      Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)])
    const exact = uniqueEmail('exact')
    const { ticket: exactTicket } = await upload(SLUG, exact, pdf(limit))
    expect(
      (await call(applyRoute, SLUG, { ...fields(exact), resumeTicket: exactTicket })).status,
    ).toBe(201)

    await local.pg.query(`update storage.buckets set file_size_limit = null where id = 'resumes'`)
    try {
      const over = uniqueEmail('over')
      const before = await resumeObjects(local)
      // The form declares an allowed size; the bytes sent to the signed URL are one more.
      const prepared = await call(uploadRoute, SLUG, {
        ...fields(over),
        resume: { name: 'cv.pdf', size: limit },
      })
      const put = await fetch(prepared.body.data.uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: new Uint8Array(pdf(limit + 1)),
      })
      expect(put.status).toBe(200)
      const ticket = prepared.body.data.ticket as string
      expect(await call(applyRoute, SLUG, { ...fields(over), resumeTicket: ticket })).toEqual({
        status: 400,
        body: {
          ok: false,
          error: 'Your résumé must be 5 MB or smaller.',
          fieldErrors: { resume: ['Your résumé must be 5 MB or smaller.'] },
        },
      })
      expect(await resumeObjects(local)).toEqual(before)
      expect(await applications(over)).toEqual([])
    } finally {
      await local.pg.query(
        `update storage.buckets set file_size_limit = ${limit} where id = 'resumes'`,
      )
    }
  })

  it('limits each address and each email on both steps, before anything is stored', async () => {
    const tooMany = {
      status: 429,
      body: { ok: false, error: 'Too many requests. Please wait a few minutes and try again.' },
    }
    const email = uniqueEmail('limited')
    const { ticket } = await upload(SLUG, email, PDF_BYTES)
    const form = { ...fields(email), resumeTicket: ticket }
    const uploadForm = { ...fields(email), resume: { name: 'cv.pdf', size: 10 } }

    const busyAddress = freshIp()
    await exhaust('uploadIp', busyAddress)
    await exhaust('applyIp', busyAddress)
    expect(await call(uploadRoute, SLUG, uploadForm, busyAddress)).toEqual(tooMany)
    expect(await call(applyRoute, SLUG, form, busyAddress)).toEqual(tooMany)

    await exhaust('uploadEmail', emailSubject(email))
    await exhaust('applyEmail', emailSubject(email))
    expect(await call(uploadRoute, SLUG, uploadForm, freshIp())).toEqual(tooMany)
    expect(await call(applyRoute, SLUG, form, freshIp())).toEqual(tooMany)
    expect(await applications(email)).toEqual([])
  })

  describe('when the database refuses the insert itself', () => {
    // A trigger that fires just before the guard (triggers run in name order) stands in for
    // another request landing between the app's checks and its insert.
    beforeAll(async () => {
      await local.pg.exec(`
        insert into public.jobs (slug, title, status, published_at)
        values ('race-role', 'Race', 'open', now());
        create function public.test_race_before_guard() returns trigger language plpgsql as $$
        begin
          if new.full_name = 'Closing Race' then
            update public.jobs set status = 'closed' where id = new.job_id;
          elsif new.full_name = 'Parallel Race' and pg_trigger_depth() = 1 then
            insert into public.job_applications (job_id, full_name, email)
            values (new.job_id, 'Parallel', new.email);
          end if;
          return new;
        end $$;
        create trigger a_race_before_guard before insert on public.job_applications
          for each row execute function public.test_race_before_guard();
      `)
    })

    afterAll(async () => {
      await local.pg.exec(`
        drop trigger a_race_before_guard on public.job_applications;
        drop function public.test_race_before_guard();
      `)
    })

    it('answers 409 when the role closed a moment ago, and removes the file', async () => {
      const email = uniqueEmail('closing')
      const before = await resumeObjects(local)
      const { ticket } = await upload('race-role', email, PDF_BYTES)
      const result = await call(applyRoute, 'race-role', {
        ...fields(email),
        fullName: 'Closing Race',
        resumeTicket: ticket,
      })
      expect(result).toEqual({
        status: 409,
        body: { ok: false, error: 'This role is no longer accepting applications' },
      })
      expect(await resumeObjects(local)).toEqual(before)
      expect(await applications(email)).toEqual([])
    })

    it('answers 409 when a parallel application won, and keeps neither row nor file', async () => {
      const email = uniqueEmail('parallel')
      const before = await resumeObjects(local)
      const { ticket } = await upload(SLUG, email, PDF_BYTES)
      const result = await call(applyRoute, SLUG, {
        ...fields(email),
        fullName: 'Parallel Race',
        resumeTicket: ticket,
      })
      expect(result).toEqual({
        status: 409,
        body: { ok: false, error: 'You have already applied for this role' },
      })
      expect(await resumeObjects(local)).toEqual(before)
      // The guard's error rolls the whole statement back, the trigger's row with it.
      expect(await applications(email)).toEqual([])
    })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startHarness, type SupabaseLocalHarness } from '../../../support/supabase-local-harness'

const quiz = 'e1000000-0000-4000-8000-000000000001'
const q1 = 'e1000000-0000-4000-8000-000000000011'
const q2 = 'e1000000-0000-4000-8000-000000000012'

let harness: SupabaseLocalHarness
let student: string

beforeAll(async () => {
  harness = await startHarness({
    realtime: false,
    seed: false,
    fixtureSql: `
      insert into public.quizzes (id, slug, title, status, published_at)
        values ('${quiz}', 'guard-quiz', 'Guard quiz', 'published', now());
      insert into public.quiz_questions (id, quiz_id, position, kind, prompt, options) values
        ('${q1}', '${quiz}', 1, 'single_choice', 'Pick b', '[{"id":"a"},{"id":"b"}]'),
        ('${q2}', '${quiz}', 2, 'true_false', 'True?', '[]');
      insert into public.quiz_answer_keys (question_id, correct_answers, explanation) values
        ('${q1}', '["b"]', 'secret-explanation-1'), ('${q2}', '["true"]', 'secret-explanation-2');
    `,
  })
  student = await harness.createUser()
})

afterAll(async () => {
  await harness?.stop()
})

async function placeOrder(status: 'pending' | 'quoted') {
  const { rows } = await harness.local.pg.query<{ id: string }>(
    `insert into public.orders (student_id, subject, academic_level, brief, deadline, status, price, academic_integrity_acknowledged)
     values ($1, 'Chemistry', 'undergraduate', 'Titration lab', now() + interval '3 days', $2, $3, true)
     returning id`,
    [student, status, status === 'quoted' ? 80 : null],
  )
  return rows[0]!.id
}

describe('guard_order_update', () => {
  // Editing an order's brief, deadline or level through REST would skip the app's checks:
  // cancelling is the one change a student makes, whatever the status.
  it.each([
    ['brief', { brief: 'Now a dissertation' }],
    ['deadline', { deadline: new Date(Date.now() + 3_600_000).toISOString() }],
    ['level', { academic_level: 'phd' }],
    ['subject', { subject: 'Physics' }],
    ['time zone', { time_zone: 'Not/AZone' }],
    ['brief with cancel', { brief: 'x', status: 'cancelled' }],
  ])('refuses a %s change, pending or quoted', async (_, change) => {
    for (const status of ['pending', 'quoted'] as const) {
      const id = await placeOrder(status)
      const { error } = await harness.userClient(student).from('orders').update(change).eq('id', id)
      expect(error?.code).toBe('42501')
      const { rows } = await harness.local.pg.query(
        'select brief, status, academic_level, time_zone from public.orders where id = $1',
        [id],
      )
      expect(rows[0]).toEqual({
        brief: 'Titration lab',
        status,
        academic_level: 'undergraduate',
        time_zone: 'UTC',
      })
    }
  })

  it('lets a student cancel a pending order, with a reason', async () => {
    const id = await placeOrder('pending')
    const { error } = await harness
      .userClient(student)
      .from('orders')
      .update({ status: 'cancelled', cancellation_reason: 'Found help elsewhere' })
      .eq('id', id)
    expect(error).toBeNull()
  })

  it('lets a student cancel a quoted order', async () => {
    const id = await placeOrder('quoted')
    const { error } = await harness
      .userClient(student)
      .from('orders')
      .update({ status: 'cancelled' })
      .eq('id', id)
    expect(error).toBeNull()
  })
})

describe('avatars bucket', () => {
  it('serves an avatar by its public URL but lists nothing to anon or another user', async () => {
    const owner = await harness.createUser()
    const path = `${owner}/avatar.png`
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    const upload = await harness.service.storage
      .from('avatars')
      .upload(path, png, { contentType: 'image/png' })
    expect(upload.error).toBeNull()

    const url = harness.anon.storage.from('avatars').getPublicUrl(path).data.publicUrl
    expect((await fetch(url)).status).toBe(200)

    for (const client of [harness.anon, harness.userClient(await harness.createUser())]) {
      for (const folder of ['', owner]) {
        const { data } = await client.storage.from('avatars').list(folder)
        expect(data ?? []).toEqual([])
      }
    }
    const own = await harness.userClient(owner).storage.from('avatars').list(owner)
    expect(own.data?.map((entry) => entry.name)).toEqual(['avatar.png'])
  })
})

import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { saveResourceAction } from '@/lib/actions/resources/save-resource'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { actAs } from '../../../support/act-as'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'

// The save button's server action against the real local server, as the seeded accounts: the
// student (no membership) and the member (an active one).
vi.mock('next/headers', () => import('../../../support/next-headers'))

const harness = suiteHarness(() => startHarness())
let save: typeof saveResourceAction
let openResource: string
let membersOnlyResource: string

const STUDENT = 'a0000000-0000-4000-8000-000000000003'
const MEMBER = 'a0000000-0000-4000-8000-000000000002'

async function resourceId(membersOnly: boolean) {
  const { rows } = await harness.local.pg.query<{ id: string }>(
    `select id from public.resources where status = 'published' and members_only = $1
     order by slug limit 1`,
    [membersOnly],
  )
  if (!rows[0]) throw new Error('the seed has no such resource')
  return rows[0].id
}

async function savedBy(userId: string) {
  const { rows } = await harness.local.pg.query<{ resource_id: string }>(
    'select resource_id from public.saved_resources where user_id = $1 order by resource_id',
    [userId],
  )
  return rows.map((row) => row.resource_id)
}

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  save = (await import('@/lib/actions/resources/save-resource')).saveResourceAction
  openResource = await resourceId(false)
  membersOnlyResource = await resourceId(true)
  await harness.local.pg.query('delete from public.saved_resources')
})

describe('saveResourceAction', () => {
  it('asks a signed-out visitor to sign in and stores nothing', async () => {
    await actAs(null)
    expect(await save({ resourceId: openResource, saved: true })).toEqual({
      ok: false,
      error: 'No user logged in',
    })
    expect(await savedBy(STUDENT)).toEqual([])
  })

  it('answers malformed input with field errors', async () => {
    await actAs('student@scholarlysupport.co', 'StudentPass123')
    expect(await save({ resourceId: 'not-a-uuid', saved: 'yes' })).toEqual({
      ok: false,
      error: 'Please correct the highlighted fields.',
      fieldErrors: { resourceId: [expect.any(String)], saved: [expect.any(String)] },
    })
  })

  it('saves once however often it is asked, and unsaves only the caller’s row', async () => {
    await actAs('member@scholarlysupport.co', 'MemberPass123')
    expect(await save({ resourceId: openResource, saved: true })).toEqual({
      ok: true,
      data: { saved: true },
    })

    await actAs('student@scholarlysupport.co', 'StudentPass123')
    expect(await save({ resourceId: openResource, saved: true })).toEqual({
      ok: true,
      data: { saved: true },
    })
    expect(await save({ resourceId: openResource, saved: true })).toEqual({
      ok: true,
      data: { saved: true },
    })
    expect(await savedBy(STUDENT)).toEqual([openResource])

    expect(await save({ resourceId: openResource, saved: false })).toEqual({
      ok: true,
      data: { saved: false },
    })
    expect(await savedBy(STUDENT)).toEqual([])
    expect(await savedBy(MEMBER)).toEqual([openResource])
  })

  it('refuses a resource the caller cannot see: members-only without a membership, or unknown', async () => {
    await actAs('student@scholarlysupport.co', 'StudentPass123')
    const refusal = {
      ok: false,
      error:
        'Only resources you can open can be saved. This one needs an active membership, or is no longer available.',
    }
    expect(await save({ resourceId: membersOnlyResource, saved: true })).toEqual(refusal)
    expect(await save({ resourceId: '00000000-0000-4000-8000-00000000dead', saved: true })).toEqual(
      refusal,
    )
    expect(await savedBy(STUDENT)).toEqual([])

    await actAs('member@scholarlysupport.co', 'MemberPass123')
    expect(await save({ resourceId: membersOnlyResource, saved: true })).toEqual({
      ok: true,
      data: { saved: true },
    })
    expect(await savedBy(MEMBER)).toEqual([openResource, membersOnlyResource].sort())
  })
})

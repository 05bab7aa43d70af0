import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { getMembersOnlyResource as GetMembersOnlyResource } from '@/lib/data/resources'

import { pointAppAtSupabaseLocal } from '../../../support/app-env'
import { actAs } from '../../../support/act-as'
import { startHarness, suiteHarness } from '../../../support/supabase-local-harness'
import { withoutGrant } from '../../../support/without-grant'

// The members-only part of a resource page is read per request with the visitor's session.
vi.mock('next/headers', () => import('../../../support/next-headers'))
vi.mock('next/cache', () => import('../../../support/next-cache'))

const harness = suiteHarness(() => startHarness())
let getMembersOnlyResource: typeof GetMembersOnlyResource

const MEMBERS_SLUG = 'lab-report-template'
const PUBLIC_SLUG = 'exam-revision-checklist'

beforeAll(async () => {
  pointAppAtSupabaseLocal(harness.local)
  getMembersOnlyResource = (await import('@/lib/data/resources')).getMembersOnlyResource
})

describe('getMembersOnlyResource', () => {
  it('gives a member with an active membership the content', async () => {
    await actAs('member@scholarlysupport.co', 'MemberPass123')
    const resource = await getMembersOnlyResource(MEMBERS_SLUG)
    const { rows } = await harness.local.pg.query<{ content: string }>(
      'select content from public.resources where slug = $1',
      [MEMBERS_SLUG],
    )
    expect(rows[0]?.content).toEqual(expect.stringMatching(/\S/))
    expect(resource).toEqual({ content: rows[0]?.content, external_url: null })
  })

  it('throws rather than showing a member nothing when the read fails', async () => {
    await actAs('member@scholarlysupport.co', 'MemberPass123')
    await withoutGrant(
      harness.local.pg,
      'select on public.resources',
      () =>
        expect(getMembersOnlyResource(MEMBERS_SLUG)).rejects.toThrow(
          /^Could not load the resource: /,
        ),
      'authenticated',
    )
  })

  it.each([
    ['a visitor', null, ''],
    ['a student without a membership', 'student@scholarlysupport.co', 'StudentPass123'],
  ])('gives %s nothing', async (_who, email, password) => {
    await actAs(email, password)
    expect(await getMembersOnlyResource(MEMBERS_SLUG)).toBeNull()
  })

  it('answers only for members-only resources (public ones are in the cached page)', async () => {
    await actAs('member@scholarlysupport.co', 'MemberPass123')
    expect(await getMembersOnlyResource(PUBLIC_SLUG)).toBeNull()
  })

  it('stops giving the content once the membership ends', async () => {
    await actAs('member@scholarlysupport.co', 'MemberPass123')
    const { rows } = await harness.local.pg.query<{ id: string; status: string }>(
      `select m.id, m.status from public.memberships m
         join auth.users u on u.id = m.user_id where u.email = 'member@scholarlysupport.co'`,
    )
    await harness.local.pg.exec(`update public.memberships set status = 'cancelled'`)
    try {
      expect(await getMembersOnlyResource(MEMBERS_SLUG)).toBeNull()
    } finally {
      for (const row of rows) {
        await harness.local.pg.query('update public.memberships set status = $1 where id = $2', [
          row.status,
          row.id,
        ])
      }
    }
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import type { StudyGuideSection } from '@/components/home/study-guide-section'
import type { createLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/create-lead-magnet'
import type { deleteLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/delete-lead-magnet'
import type { updateLeadMagnetAction } from '@/lib/actions/admin/lead-magnets/update-lead-magnet'
import type { isStudyGuideOffered } from '@/lib/data/lead-magnets'

import { cacheEntryOf } from '../../../support/next-cache'
import { actAs, adminSuite, expectInvalidated } from './harness'

const harness = adminSuite()
let create: typeof createLeadMagnetAction
let update: typeof updateLeadMagnetAction
let remove: typeof deleteLeadMagnetAction
let offered: typeof isStudyGuideOffered
let section: typeof StudyGuideSection

beforeAll(async () => {
  create = (await import('@/lib/actions/admin/lead-magnets/create-lead-magnet'))
    .createLeadMagnetAction
  update = (await import('@/lib/actions/admin/lead-magnets/update-lead-magnet'))
    .updateLeadMagnetAction
  remove = (await import('@/lib/actions/admin/lead-magnets/delete-lead-magnet'))
    .deleteLeadMagnetAction
  offered = (await import('@/lib/data/lead-magnets')).isStudyGuideOffered
  section = (await import('@/components/home/study-guide-section')).StudyGuideSection
})

type GuideRow = {
  id: string
  title: string
  slug: string
  description: string
  email_subject: string
  email_body: string
  is_active: boolean
  file_path: string | null
  updated_at: string
}

async function studyGuide(): Promise<GuideRow> {
  const { rows } = await harness.local.pg.query<GuideRow>(
    `select id, title, slug, description, email_subject, email_body, is_active, file_path,
      updated_at from public.lead_magnets where slug = 'study-success-guide'`,
  )
  if (!rows[0]) throw new Error('The seeded study guide is missing')
  return rows[0]
}

async function saveGuide(isActive: boolean) {
  const { updated_at, ...guide } = await studyGuide()
  const saved = await update({
    ...guide,
    is_active: isActive,
    updated_at: new Date(updated_at).toISOString(),
  })
  expect(saved.ok).toBe(true)
}

describe('whether the home page offers the study guide', () => {
  it('is a cached read of published content, tagged for the lead-magnet writes', async () => {
    const { tags, lives } = await cacheEntryOf(() => offered())
    expect(tags).toEqual(['lead-magnets'])
    expect(lives).toEqual([{ stale: 30, revalidate: 30, expire: 3600 }])
  })

  it('follows the admin switching the guide off and on, and drops the cached answer each time', async () => {
    expect(await offered()).toBe(true)
    expect(await section()).not.toBeNull()

    await actAs('admin')
    await saveGuide(false)
    expectInvalidated('lead-magnets')
    expect(await offered()).toBe(false)
    expect(await section()).toBeNull()

    await actAs('admin')
    await saveGuide(true)
    expectInvalidated('lead-magnets')
    expect(await offered()).toBe(true)
    expect(await section()).not.toBeNull()
  })

  it('is not offered while the active guide has no file to send', async () => {
    await harness.local.pg.exec(
      `update public.lead_magnets set file_path = null where slug = 'study-success-guide'`,
    )
    try {
      expect(await offered()).toBe(false)
    } finally {
      await harness.local.pg.exec(`update public.lead_magnets
        set file_path = 'study-success-guide.pdf' where slug = 'study-success-guide'`)
    }
  })

  it('is invalidated by creating and deleting a magnet, which may take the slug', async () => {
    await actAs('admin')
    const created = await create({
      title: 'Exam checklist',
      slug: 'exam-checklist-offer',
      description: 'One page to plan revision.',
      email_subject: 'Your exam checklist',
      email_body: 'Here it is.',
      is_active: true,
      file_path: null,
    })
    if (!created.ok) throw new Error(created.error)
    expectInvalidated('lead-magnets')
    await actAs('admin')
    expect(await remove({ id: created.data.id })).toEqual({ ok: true, data: undefined })
    expectInvalidated('lead-magnets')
  })
})

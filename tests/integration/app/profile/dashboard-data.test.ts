import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  getMemberMessages,
  getMemberOrders,
  getQuizAttempts,
  getSavedResources,
} from '@/lib/data/dashboard'
import { getMemberProfile } from '@/lib/data/profile'
import { displayZone, formatDateTime, listTimeZones } from '@/lib/format/dates'

import { withoutGrant } from '../../../support/without-grant'
import { seedMemberRows, startProfileHarness, type Member, type ProfileHarness } from './harness'

let harness: ProfileHarness
let sam: Member
let ola: Member

beforeAll(async () => {
  harness = await startProfileHarness()
  sam = await harness.createMember('sam')
  ola = await harness.createMember('ola')
  await seedMemberRows(harness.local, sam.id, sam.email)
  await seedMemberRows(harness.local, ola.id, ola.email)
})

afterAll(async () => {
  await harness?.stop()
})

describe('dashboard reads', () => {
  it('return the member orders with their status history, oldest change first', async () => {
    const orders = await getMemberOrders(sam.client, sam.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ subject: 'Statistics', status: 'quoted' })
    expect(orders[0]?.order_status_history.map((entry) => entry.to_status)).toEqual([
      'pending',
      'quoted',
    ])
  })

  it('return quiz attempts with the quiz slug for the retake link, and saved resources', async () => {
    const [attempt] = await getQuizAttempts(sam.client, sam.id)
    expect(attempt).toMatchObject({ score: 3, max_score: 4, passed: true })
    expect(Number(attempt?.percent)).toBe(75)
    expect(attempt?.quizzes?.slug).toMatch(/^[a-z0-9-]+$/)
    const [saved] = await getSavedResources(sam.client, sam.id)
    expect(saved?.resources?.slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('read the profile form’s fields only, and throw when the profile cannot be read', async () => {
    const { rows } = await harness.local.pg.query(
      `select full_name, avatar_url, country, university, study_level, time_zone
        from public.profiles where user_id = $1`,
      [sam.id],
    )
    expect(rows).toHaveLength(1)
    expect(await getMemberProfile(sam.client, sam.id)).toEqual(rows[0])
    await withoutGrant(
      harness.local.pg,
      'select on public.profiles',
      () => expect(getMemberProfile(sam.client, sam.id)).rejects.toThrow(/permission denied/),
      'authenticated',
    )
  })

  it("never show another member's rows, even when asked for them", async () => {
    expect(await getMemberOrders(sam.client, ola.id)).toEqual([])
    expect(await getQuizAttempts(sam.client, ola.id)).toEqual([])
    expect(await getSavedResources(sam.client, ola.id)).toEqual([])
    expect(await getMemberProfile(sam.client, ola.id)).toBeNull()
  })

  it('find no messages for members: RLS lets only admins read messages', async () => {
    expect(await getMemberMessages(sam.client, sam.email)).toEqual([])
    expect(await getMemberMessages(harness.admin, sam.email)).toHaveLength(1)
  })
})

describe('time zones', () => {
  it('use the profile zone when valid, else UTC, and say which', () => {
    expect(displayZone('Australia/Sydney')).toEqual({
      timeZone: 'Australia/Sydney',
      fromProfile: true,
    })
    expect(displayZone(null)).toEqual({ timeZone: 'UTC', fromProfile: false })
    expect(displayZone('Not/AZone')).toEqual({ timeZone: 'UTC', fromProfile: false })
  })

  it('format times in the chosen zone', () => {
    const iso = '2026-11-21T23:30:00Z'
    expect(formatDateTime(iso, 'UTC')).toBe('21 Nov 2026, 23:30')
    expect(formatDateTime(iso, 'Australia/Sydney')).toBe('22 Nov 2026, 10:30')
  })

  it('list IANA zones with UTC for the select', () => {
    const zones = listTimeZones()
    expect(zones).toContain('UTC')
    expect(zones).toContain('Europe/London')
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)))
  })
})

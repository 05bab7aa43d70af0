import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { actorName, changedFields } from '@/lib/data/admin/audit'
import { RATE_LIMITED_ROUTES } from '@/lib/data/admin/security'
import { rateLimiters } from '@/lib/http/rate-limit'

// The audit log's history entries and the security page's list of rate-limited routes.

describe('changedFields', () => {
  it('lists the fields whose values differ, leaving out derived and bookkeeping columns', () => {
    expect(
      changedFields(
        {
          title: 'Old',
          tags: ['a'],
          status: 'draft',
          updated_at: '1',
          search: 'x',
          reading_time_minutes: 3,
        },
        {
          title: 'New',
          tags: ['a'],
          status: 'draft',
          updated_at: '2',
          search: 'y',
          reading_time_minutes: 4,
          excerpt: 'Added',
        },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'excerpt', before: null, after: 'Added' },
    ])
  })

  it('compares values as JSON, so equal arrays and objects are unchanged', () => {
    expect(
      changedFields(
        { options: [{ id: 'a' }], meta: { x: 1 } },
        { options: [{ id: 'a' }], meta: { x: 2 } },
      ),
    ).toEqual([{ field: 'meta', before: { x: 1 }, after: { x: 2 } }])
  })

  it('gives every field of a created or deleted row, null on the missing side', () => {
    expect(changedFields(null, { title: 'T', updated_at: 'now' })).toEqual([
      { field: 'title', before: null, after: 'T' },
    ])
    expect(changedFields({ title: 'T' }, null)).toEqual([
      { field: 'title', before: 'T', after: null },
    ])
    expect(changedFields(null, null)).toEqual([])
  })
})

describe('actorName', () => {
  const names = new Map([['u1', 'Site Admin']])

  it('names the account, or says it was deleted', () => {
    expect(actorName({ actor_id: 'u1', actor_role: 'authenticated' }, names)).toBe('Site Admin')
    expect(actorName({ actor_id: 'u2', actor_role: 'authenticated' }, names)).toBe(
      'a deleted account',
    )
  })

  it('names the database role when no account wrote the row', () => {
    expect(actorName({ actor_id: null, actor_role: 'service_role' }, names)).toBe('the system')
    expect(actorName({ actor_id: null, actor_role: 'postgres' }, names)).toBe('postgres')
    expect(actorName({ actor_id: null, actor_role: null }, names)).toBe('the system')
  })
})

describe('RATE_LIMITED_ROUTES', () => {
  const root = path.resolve(import.meta.dirname, '../../..')

  it('labels every limiter by the first segment of its name', () => {
    const segments = new Set(Object.values(rateLimiters).map(({ name }) => name.split(':')[0]))
    expect(Object.keys(RATE_LIMITED_ROUTES).sort()).toEqual([...segments].sort())
  })

  it('names a route that exists, or the form it guards', () => {
    for (const label of Object.values(RATE_LIMITED_ROUTES)) {
      const route = /^(\/api\/\S+) \(.+\)$/.exec(label)?.[1]
      if (route) {
        const file = path.join(root, 'app', route.replace('{job}', '[slug]'), 'route.ts')
        expect(existsSync(file), `${label}: ${file}`).toBe(true)
      } else {
        expect(label).toMatch(
          /^(Quiz start and submit|Sign-in form|Sign-up form|Password reset form)$/,
        )
      }
    }
  })
})

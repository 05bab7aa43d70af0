import { describe, expect, test } from 'vitest'
import { parseBinding, parseFilters } from '@/supabase/local/realtime/postgres-changes/binding.ts'
import {
  matchesFilters,
  parseArrayLiteral,
} from '@/supabase/local/realtime/postgres-changes/filter-match.ts'

describe('postgres_changes binding params', () => {
  test('schema, table and event defaults follow Realtime', () => {
    expect(parseBinding({ event: 'insert', schema: 'public', table: 'posts' })).toEqual({
      ok: true,
      value: { event: 'INSERT', schema: 'public', table: 'posts', filters: [], select: null },
    })
    expect(parseBinding({ event: 'whatever', schema: 'public' })).toMatchObject({
      value: { event: '*', table: '*' },
    })
    expect(parseBinding({ table: 'posts' })).toMatchObject({ value: { schema: 'public' } })
    expect(parseBinding({ event: '*' })).toMatchObject({ ok: false })
  })

  test('filters: operators, not., quoting and in lists', () => {
    expect(parseFilters('a=eq.1, b=not.in.(x,"y,z") ,c=like.%a%,d=eq."q,r"')).toEqual({
      ok: true,
      value: [
        { column: 'a', op: 'eq', value: '1' },
        { column: 'b', op: 'not_in', value: '{x,"y,z"}' },
        { column: 'c', op: 'like', value: '%a%' },
        { column: 'd', op: 'eq', value: 'q,r' },
      ],
    })
    expect(parseFilters('  ')).toEqual({ ok: true, value: [] })
    expect(parseFilters('a=fts.x')).toEqual({ ok: false, message: '["fts","x"]' })
    expect(parseFilters('a=not.fts.x')).toEqual({
      ok: false,
      message: 'not.fts is not a supported operator',
    })
    expect(parseFilters('a=in.x,y')).toMatchObject({ ok: false })
    expect(parseFilters('a=eq.1,,b=eq.2')).toMatchObject({ ok: false })
    expect(parseBinding({ schema: 'public', table: 't', filter: 'undefined' })).toEqual({
      ok: false,
      message: 'Error parsing `filter` params: ["undefined"]',
    })
  })

  test('array literals', () => {
    expect(parseArrayLiteral('{a, b ,"c,d","e\\"f"}')).toEqual(['a', 'b', 'c,d', 'e"f'])
    expect(parseArrayLiteral('{}')).toEqual([])
  })
})

describe('filter evaluation', () => {
  const types = new Map([
    ['id', 'int8'],
    ['name', 'text'],
    ['owner', 'uuid'],
    ['done', 'bool'],
    ['at', 'timestamptz'],
  ])
  const row = {
    id: 5,
    name: 'Ada',
    owner: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
    done: false,
    at: '2026-01-02T10:00:00+00:00',
  }
  const match = (filter: string, r: Record<string, unknown> | null = row) => {
    const parsed = parseFilters(filter)
    if (!parsed.ok) throw new Error(parsed.message)
    return matchesFilters(parsed.value, r, types)
  }

  test('comparisons cast to the column type', () => {
    expect(match('id=eq.5')).toBe(true)
    expect(match('id=eq.05')).toBe(true)
    expect(match('id=gt.10')).toBe(false)
    expect(match('id=gte.5,id=lt.6')).toBe(true)
    expect(match('owner=eq.A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe(true)
    expect(match('done=eq.f')).toBe(true)
    expect(match('at=gt.2026-01-02')).toBe(true)
    expect(match('at=lt.2026-01-02 09:00:00+00')).toBe(false)
    expect(match('at=gt.2026-01-02 09:00:00+00')).toBe(true)
    expect(match('at=eq.2026-01-02 12:00:00+0200')).toBe(true)
    expect(match('name=neq.Ada')).toBe(false)
  })

  test('in, like, ilike, is and negations', () => {
    expect(match('id=in.(1,5)')).toBe(true)
    expect(match('id=not.in.(1,5)')).toBe(false)
    expect(match('name=like.A%')).toBe(true)
    expect(match('name=like.a%')).toBe(false)
    expect(match('name=ilike.a_a')).toBe(true)
    expect(match('name=is.null')).toBe(false)
    expect(match('name=not.is.null')).toBe(true)
    expect(match('done=is.false')).toBe(true)
  })

  test('null values never match a comparison; absent columns are skipped', () => {
    expect(match('name=eq.Ada', { id: 1, name: null })).toBe(false)
    expect(match('name=neq.Ada', { id: 1, name: null })).toBe(false)
    // A DELETE carries only the key: other filter columns are not evaluated...
    expect(match('id=eq.5,name=eq.Bob', { id: 5 })).toBe(true)
    // ...and with none of the filter columns present the change does not match.
    expect(match('name=eq.Ada', { id: 5 })).toBe(false)
  })
})

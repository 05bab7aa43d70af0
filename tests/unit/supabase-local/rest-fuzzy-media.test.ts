import { describe, expect, test } from 'vitest'
import { closestMatch } from '@/supabase/local/rest/fuzzy-set.ts'
import { contentType, negotiateMedia } from '@/supabase/local/rest/media.ts'

// PostgREST's own examples for its PGRST202 hint (`noRpcHint`), which the match must reproduce.
describe('closestMatch', () => {
  const names = ['test', 'another']
  test('function names need a score of 0.75', () => {
    expect(closestMatch(names, 'testt', 0.75)).toBe('test')
    expect(closestMatch(names, 'other', 0.75)).toBeUndefined()
    expect(closestMatch(names, 'noclosealternative', 0.75)).toBeUndefined()
  })

  test('parameter lists need 0.33', () => {
    const lists = ['(name, param, val)', '(attr, id)']
    expect(closestMatch(lists, '(nam, pqaram, vall)', 0.33)).toBe('(name, param, val)')
    expect(closestMatch(lists, '(param, val)', 0.33)).toBe('(name, param, val)')
    expect(closestMatch(lists, '(attrs, id)', 0.33)).toBe('(attr, id)')
    expect(closestMatch(lists, '(id)', 0.33)).toBe('(attr, id)')
    expect(closestMatch(lists, '(noclosealternative)', 0.33)).toBeUndefined()
  })
})

describe('plan media type', () => {
  const accept = 'application/vnd.pgrst.plan+json; for="application/json"; options=verbose|analyze;'

  test('parsed with its representation and options in EXPLAIN order', () => {
    const media = negotiateMedia(accept, true)
    expect(media).toEqual({
      kind: 'json',
      stripNulls: false,
      plan: { format: 'json', options: ['analyze', 'verbose'] },
    })
    expect(contentType(media)).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose; charset=utf-8',
    )
  })

  test('text by default, for another representation', () => {
    const media = negotiateMedia('application/vnd.pgrst.plan; for="text/csv"', true)
    expect(media).toMatchObject({ kind: 'csv', plan: { format: 'text', options: [] } })
  })

  test('not offered unless enabled', () => {
    expect(() => negotiateMedia(accept, false)).toThrow(/None of these media types/)
    expect(negotiateMedia(`${accept}, application/json`, false)).toEqual({
      kind: 'json',
      stripNulls: false,
    })
  })
})

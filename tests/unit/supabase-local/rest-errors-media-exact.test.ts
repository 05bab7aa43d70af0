import { describe, expect, test } from 'vitest'
import {
  type ApiError,
  invalidBody,
  notSingular,
  relationshipNotFound,
  tableNotFound,
} from '@/supabase/local/rest/errors.ts'
import { closestMatch } from '@/supabase/local/rest/fuzzy-set.ts'
import { contentType, negotiateMedia } from '@/supabase/local/rest/media.ts'
import { statusForSqlState, toApiError } from '@/supabase/local/rest/pg-error.ts'

// Exact values for the REST error bodies, the SQLSTATE → HTTP status table (PostgREST's, protocol
// doc A.11), Accept negotiation and the fuzzy "Perhaps you meant" match.

const whole = (error: ApiError) => ({
  status: error.status,
  headers: error.headers,
  ...error.body(),
})

describe('error bodies', () => {
  test('PGRST205, PGRST116 and PGRST102', () => {
    expect(whole(tableNotFound('public', 'nope'))).toStrictEqual({
      status: 404,
      headers: {},
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    })
    expect(whole(notSingular(2))).toStrictEqual({
      status: 406,
      headers: {},
      code: 'PGRST116',
      details: 'The result contains 2 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
    expect(whole(invalidBody('Empty or invalid json'))).toStrictEqual({
      status: 400,
      headers: {},
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
  })

  test('PGRST200 with and without a hint', () => {
    expect(whole(relationshipNotFound('articles', 'users', 'public'))).toStrictEqual({
      status: 400,
      headers: {},
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'articles' and 'users' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'articles' and 'users' in the schema cache",
    })
    expect(relationshipNotFound('articles', 'users', 'public', 'author_id').details).toBe(
      "Searched for a foreign key relationship between 'articles' and 'users' using the hint 'author_id' in the schema 'public', but no matches were found.",
    )
  })
})

describe('SQLSTATE to HTTP status', () => {
  test.each([
    ['42501', 'permission denied', true, 401],
    ['42501', 'permission denied', false, 403],
    ['21000', 'DELETE requires a WHERE clause', false, 400],
    ['21000', 'more than one row returned by a subquery', false, 500],
    ['22023', 'role "x" does not exist', false, 401],
    ['22023', 'the role "x" does not exist', false, 400],
    ['22023', 'role "x" does not exist yet', false, 400],
    ['22023', 'invalid parameter', false, 400],
    ['23503', '', false, 409],
    ['23505', '', false, 409],
    ['25006', '', false, 405],
    ['42883', '', false, 404],
    ['42P01', '', false, 404],
    ['P0001', '', false, 400],
    ['42P17', '', false, 500],
    ['57P01', '', false, 503],
    ['53400', '', false, 500],
    ['PT402', '', false, 402],
    ['PT40', '', false, 400],
    ['PT4021', '', false, 400],
    ['xPT402', '', false, 400],
    ['08006', '', false, 503],
    ['53300', '', false, 503],
    ['0L000', '', false, 403],
    ['0P000', '', false, 403],
    ['28P01', '', false, 403],
    ...[
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].map((two) => [`${two}999`, '', false, 500] as const),
    ['22P02', '', false, 400],
    ['23514', '', false, 400],
  ] as const)('%s (%s, anon %s) is %i', (code, message, isAnon, status) => {
    expect(statusForSqlState(code, message, isAnon)).toBe(status)
  })
})

describe('toApiError', () => {
  test('an ApiError passes through', () => {
    const error = notSingular(0)
    expect(toApiError(error, true)).toBe(error)
  })

  test('a database error keeps its code, detail and hint', () => {
    const error = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
      hint: 'Try another',
    })
    expect(whole(toApiError(error, false))).toStrictEqual({
      status: 409,
      headers: {},
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: 'Try another',
      message: 'duplicate key value',
    })
  })

  test('permission denied for anon asks for a bearer token', () => {
    const error = Object.assign(new Error('permission denied for table x'), {
      code: '42501',
      detail: 7,
    })
    expect(whole(toApiError(error, true))).toStrictEqual({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table x',
    })
    expect(toApiError(error, false).headers).toStrictEqual({})
    expect(
      toApiError(Object.assign(new Error('x'), { code: '23505' }), true).headers,
    ).toStrictEqual({})
  })

  test('anything else is PGRST000', () => {
    expect(whole(toApiError(new Error('boom'), false))).toStrictEqual({
      status: 500,
      headers: {},
      code: 'PGRST000',
      details: null,
      hint: null,
      message: 'boom',
    })
    expect(toApiError(Object.assign(new Error('n'), { code: 42 }), false).code).toBe('PGRST000')
    expect(toApiError({ code: '23505', message: 'plain object' }, false).message).toBe(
      '[object Object]',
    )
    expect(toApiError('text', false).message).toBe('text')
  })
})

describe('negotiateMedia', () => {
  test('each offered type', () => {
    const cases: [string, unknown][] = [
      ['application/json; nulls=stripped', { kind: 'json', stripNulls: false }],
      ['*/*', { kind: 'json', stripNulls: false }],
      ['application/*', { kind: 'json', stripNulls: false }],
      ['application/vnd.pgrst.array+json', { kind: 'json', stripNulls: false }],
      ['application/vnd.pgrst.array+json;nulls=stripped', { kind: 'json', stripNulls: true }],
      ['application/vnd.pgrst.array+json; nulls= stripped', { kind: 'json', stripNulls: true }],
      ['application/vnd.pgrst.array+json; nulls=kept', { kind: 'json', stripNulls: false }],
      ['application/vnd.pgrst.object+json', { kind: 'object', stripNulls: false }],
      ['application/vnd.pgrst.object+json; nulls=stripped', { kind: 'object', stripNulls: true }],
      ['application/vnd.pgrst.object; nulls=stripped', { kind: 'object', stripNulls: true }],
      ['application/vnd.pgrst.object', { kind: 'object', stripNulls: false }],
      ['text/csv; nulls=stripped', { kind: 'csv', stripNulls: false }],
      ['application/openapi+json', { kind: 'openapi', stripNulls: false }],
      ['text/xml, application/json', { kind: 'json', stripNulls: false }],
    ]
    for (const [accept, media] of cases) expect(negotiateMedia(accept), accept).toStrictEqual(media)
    expect(negotiateMedia(undefined)).toStrictEqual({ kind: 'json', stripNulls: false })
    expect(negotiateMedia('')).toStrictEqual({ kind: 'json', stripNulls: false })
  })

  test('nothing acceptable is PGRST107 with the header', () => {
    const error = (() => {
      try {
        negotiateMedia('text/xml')
      } catch (caught) {
        return caught as ApiError
      }
    })()
    expect(error && whole(error)).toStrictEqual({
      status: 406,
      headers: {},
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: text/xml',
    })
  })

  test('the plan media type is not offered by default', () => {
    expect(() => negotiateMedia('application/vnd.pgrst.plan+json')).toThrow(
      'None of these media types are available: application/vnd.pgrst.plan+json',
    )
  })

  test('plans: default representation, text variants, unusable representations skipped', () => {
    expect(negotiateMedia('application/vnd.pgrst.plan+json', true)).toStrictEqual({
      kind: 'json',
      stripNulls: false,
      plan: { format: 'json', options: [] },
    })
    expect(negotiateMedia('application/vnd.pgrst.plan+text; forX', true)).toStrictEqual({
      kind: 'json',
      stripNulls: false,
      plan: { format: 'text', options: [] },
    })
    expect(
      negotiateMedia('application/vnd.pgrst.plan; for="text/xml", application/json', true),
    ).toStrictEqual({ kind: 'json', stripNulls: false })
    expect(
      negotiateMedia('application/vnd.pgrst.plan; for="application/openapi+json", text/csv', true),
    ).toStrictEqual({ kind: 'csv', stripNulls: false })
  })

  test('content types', () => {
    expect(contentType({ kind: 'json', stripNulls: false })).toBe('application/json; charset=utf-8')
    expect(contentType({ kind: 'object', stripNulls: false })).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    )
    expect(contentType({ kind: 'object', stripNulls: true })).toBe(
      'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8',
    )
    expect(contentType({ kind: 'csv', stripNulls: false })).toBe('text/csv; charset=utf-8')
    expect(contentType({ kind: 'openapi', stripNulls: false })).toBe(
      'application/openapi+json; charset=utf-8',
    )
    expect(
      contentType({ kind: 'csv', stripNulls: false, plan: { format: 'text', options: [] } }),
    ).toBe('application/vnd.pgrst.plan+text; for="text/csv"; charset=utf-8')
  })
})

describe('closestMatch', () => {
  test('the first of candidates equal but for case wins', () => {
    expect(closestMatch(['Test', 'test'], 'TEST', 0.75)).toBe('Test')
  })

  test('an exact match is returned whatever the minimum score', () => {
    expect(closestMatch(['abc'], 'ABC', 2)).toBe('abc')
  })

  test('2-grams are tried when no 3-gram is shared', () => {
    expect(closestMatch(['aby'], 'xab', 0.3)).toBe('aby')
  })

  test('only candidates sharing a gram are ranked, by edit distance', () => {
    expect(closestMatch(['xbcx', 'abzzzz'], 'abcd', 0.3)).toBe('abzzzz')
  })

  test('punctuation is left out of the grams', () => {
    expect(closestMatch(['foo_bar'], 'foobar', 0.75)).toBe('foo_bar')
  })

  test('a score equal to the minimum is enough', () => {
    expect(closestMatch(['abxy'], 'abcd', 0.5)).toBe('abxy')
  })

  test('ranked by edit distance, not by shared grams', () => {
    expect(closestMatch(['abcdefghzzzzzzzzz', 'abcxexgx'], 'abcdefgh', 0.4)).toBe('abcxexgx')
  })

  // fuzzyset re-scores only the 50 candidates sharing the most grams, so a closer spelling that
  // shares fewer grams than 50 others is not offered.
  test('only the best 50 by shared grams are re-scored', () => {
    const others = Array.from(
      { length: 50 },
      (_, i) => `abcdefgh${String(i).padStart(2, '0')}zzzzzzz`,
    )
    expect(closestMatch(['abcxexgx', ...others], 'abcdefgh', 0.4)).toBe('abcdefgh00zzzzzzz')
    expect(closestMatch(['abcxexgx', ...others.slice(1)], 'abcdefgh', 0.4)).toBe('abcxexgx')
  })

  test('the last gram of a word counts: its final letter before the closing hyphen', () => {
    expect(closestMatch(['ab'], 'b', 0.5)).toBe('ab')
  })

  test('a candidate sharing only punctuation or nothing at all is not offered', () => {
    expect(closestMatch(['x_'], '_', 0.5)).toBeUndefined()
    expect(closestMatch(['strong'], '_', 0)).toBeUndefined()
  })
})

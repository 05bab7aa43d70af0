import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  BULK_RESOURCE_OPERATIONS,
  RESOURCE_EDITOR_KINDS,
  RESOURCE_EDITOR_STATUSES,
  bulkResourcesSchema,
  createResourceSchema,
  updateResourceSchema,
} from '@/lib/validation/resource-editor'
import { blankResourceValues } from '@/tests/support/resource-editor-values'

const id = '00000000-0000-4000-8000-000000000001'
const problems = (result: { error?: z.ZodError }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const resource = { ...blankResourceValues, title: 'APA guide', slug: 'apa-guide' }
const check = (changes: Record<string, unknown>) =>
  problems(createResourceSchema.safeParse({ ...resource, ...changes }))

describe('resource editor schema', () => {
  it('names the kinds, statuses and bulk operations', () => {
    expect(RESOURCE_EDITOR_KINDS).toEqual(['guide', 'template', 'checklist', 'worksheet', 'link'])
    expect(RESOURCE_EDITOR_STATUSES).toEqual(['draft', 'published', 'archived'])
    expect(BULK_RESOURCE_OPERATIONS).toEqual(['publish', 'unpublish', 'archive', 'delete'])
  })

  it('needs a web address for a link, and only an http(s) one', () => {
    expect(check({})).toEqual([])
    expect(check({ kind: 'link' })).toEqual(['externalUrl: A link needs its web address.'])
    expect(check({ kind: 'link', externalUrl: ' https://example.org/apa ' })).toEqual([])
    const refused = 'externalUrl: Enter a full web address starting with https://'
    for (const externalUrl of [
      'javascript:alert(1)',
      'https://localhost',
      'example.org/x',
      'https://a b.org',
    ]) {
      expect(check({ externalUrl })).toContain(refused)
    }
    expect(check({ externalUrl: `https://a.org/${'x'.repeat(2034)}` })).toEqual([])
    expect(check({ externalUrl: `https://a.org/${'x'.repeat(2035)}` })).toContain(
      'externalUrl: That address is too long.',
    )
  })

  it('words the field limits', () => {
    expect(check({ kind: 'video' })).toEqual(['kind: Choose a kind.'])
    expect(check({ description: 'x'.repeat(2000), content: 'x'.repeat(200_000) })).toEqual([])
    expect(check({ description: 'x'.repeat(2001), content: 'x'.repeat(200_001) })).toEqual([
      'description: Use at most 2,000 characters.',
      'content: Use at most 200,000 characters.',
    ])
    expect(check({ filePath: 'x'.repeat(200) })).toEqual([])
    expect(check({ filePath: 'x'.repeat(201) })).toHaveLength(1)
  })

  it('updates with the id and the version the editor loaded, under the same rules', () => {
    const update = (changes: Record<string, unknown>) =>
      problems(
        updateResourceSchema.safeParse({
          ...resource,
          id,
          expectedUpdatedAt: '2026-01-01T00:00:00Z',
          ...changes,
        }),
      )
    expect(update({})).toEqual([])
    expect(update({ kind: 'link' })).toEqual(['externalUrl: A link needs its web address.'])
    expect(update({ expectedUpdatedAt: '' })).toEqual([
      'expectedUpdatedAt: Reload the page and try again.',
    ])
  })

  it('changes 1 to 100 resources at once', () => {
    const bulk = (count: number) =>
      problems(
        bulkResourcesSchema.safeParse({
          ids: Array.from({ length: count }, () => id),
          operation: 'archive',
        }),
      )
    expect(bulk(1)).toEqual([])
    expect(bulk(100)).toEqual([])
    expect(bulk(0)).toEqual(['ids: Select at least one resource.'])
    expect(bulk(101)).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'

import { actAs, adminSuite, uniqueSlug } from './harness'

const harness = adminSuite()

// Every admin list passes its filters to readListPage as column equalities; a filter the URL
// does not set is left out, and a false one (resources' "everyone" access) still filters.
const params = (search: string, filters: Record<string, string>) =>
  ({ page: 1, pageSize: 25, sort: 'title', direction: 'asc', search, filters }) as const

describe('admin list filters', () => {
  it('filters resources by status, kind and access, and leaves unset filters out', async () => {
    const label = uniqueSlug('filtered')
    const open = await harness.seedEditable('resources', {
      slug: `${label}-a`,
      title: `${label} a`,
      kind: 'guide',
      status: 'published',
    })
    const gated = await harness.seedEditable('resources', {
      slug: `${label}-b`,
      title: `${label} b`,
      kind: 'checklist',
      status: 'draft',
      members_only: true,
    })
    await actAs('admin')
    const { listResources } = await import('@/lib/data/admin/resources')
    const slugs = async (filters: Record<string, string>) =>
      (await listResources(params(label, filters))).rows.map((row) => row.slug)

    expect(await slugs({})).toEqual([open.slug, gated.slug])
    expect(await slugs({ access: 'everyone' })).toEqual([open.slug])
    expect(await slugs({ access: 'members' })).toEqual([gated.slug])
    expect(await slugs({ status: 'draft' })).toEqual([gated.slug])
    expect(await slugs({ kind: 'guide' })).toEqual([open.slug])
    expect(await slugs({ kind: 'guide', status: 'draft' })).toEqual([])
  })

  it('filters articles by status and by category', async () => {
    const label = uniqueSlug('filtered')
    const { getArticleCategoryOptions, listArticles } = await import('@/lib/data/admin/articles')
    await actAs('admin')
    const categories = await getArticleCategoryOptions()
    const category = categories[0]
    if (!category) throw new Error('The seed has no article categories')
    const filed = await harness.seedEditable('articles', {
      slug: `${label}-a`,
      title: `${label} a`,
      status: 'published',
      category_id: category.id,
    })
    const loose = await harness.seedEditable('articles', {
      slug: `${label}-b`,
      title: `${label} b`,
      status: 'draft',
    })
    const slugs = async (filters: Record<string, string>) =>
      (await listArticles(params(label, filters), categories)).rows.map((row) => row.slug)

    expect(await slugs({})).toEqual([filed.slug, loose.slug])
    expect(await slugs({ category: category.slug })).toEqual([filed.slug])
    expect(await slugs({ status: 'draft' })).toEqual([loose.slug])
    expect(await slugs({ status: 'draft', category: category.slug })).toEqual([])
  })
})

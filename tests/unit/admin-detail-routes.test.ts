import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

import { describe, expect, it } from 'vitest'

import { ADMIN_DETAIL_ROUTES } from '@/lib/data/admin/detail-records'

const SAMPLE_ID = '3f2b8c1e-9d4a-4c7b-8e5f-1a2b3c4d5e6f'

/** Every page and route handler under app/admin, as the URL path it answers. */
function adminPaths(): { path: string; detail: boolean }[] {
  const root = join(process.cwd(), 'app')
  return readdirSync(join(root, 'admin'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/\\])(page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const segments = relative(root, join(root, 'admin', file))
        .split(sep)
        .slice(0, -1)
      const path = `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`
      return {
        path: path.replaceAll('[id]', SAMPLE_ID),
        detail: file.endsWith('page.tsx') && path.includes('[id]'),
      }
    })
}

const matches = (path: string) => ADMIN_DETAIL_ROUTES.some((route) => route.path.test(path))

describe('ADMIN_DETAIL_ROUTES', () => {
  const paths = adminPaths()

  it('finds the admin pages', () => {
    expect(paths.filter(({ detail }) => detail).length).toBeGreaterThanOrEqual(13)
  })

  // A detail page left out would answer its unknown ids with a 200 again.
  it.each(paths.filter(({ detail }) => detail))('covers the detail page $path', ({ path }) => {
    expect(matches(path)).toBe(true)
    expect(matches(`${path}/`)).toBe(true)
  })

  // A static sibling taken for an id (/admin/articles/new) would answer 404 for a real page.
  it.each(paths.filter(({ detail }) => !detail))('leaves $path alone', ({ path }) => {
    expect(matches(path)).toBe(false)
    expect(matches(`${path}/`)).toBe(false)
  })

  it('takes ids the static names only begin with', () => {
    expect(matches('/admin/articles/newest')).toBe(true)
    expect(matches('/admin/jobs/templates-x')).toBe(true)
    expect(matches(`/admin/orders/${SAMPLE_ID}/extra`)).toBe(false)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { findAdminJs } from '../../bench/admin-js'

// A miniature Turbopack build: the same files, in the same shapes, that bench/admin-js.ts reads
// from a real `.next`. Module 1 is a public client component, 5 an admin one; 3 is imported by
// the admin one only, 2 by both.
const roots: string[] = []

function write(root: string, file: string, text: string) {
  const full = path.join(root, '.next', file)
  mkdirSync(path.dirname(full), { recursive: true })
  writeFileSync(full, text)
}

const chunk = (modules: [number, string][]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules
    .map(([id, body]) => `${id},e=>{${body}}`)
    .join(',')}]);`

const manifest = (entry: string, modules: Record<string, number>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({
    clientModules: Object.fromEntries(
      Object.entries(modules).map(([file, id]) => [`[project]/${file}`, { id, chunks: [] }]),
    ),
    ssrModuleMapping: {},
  })};`

type Build = { publicChunk: [number, string][]; action?: string; serverSources?: string[] }

function build({ publicChunk, action, serverSources = ['components/home/hero.tsx'] }: Build) {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-js-'))
  roots.push(root)
  write(
    root,
    'diagnostics/route-bundle-stats.json',
    JSON.stringify([
      { route: '/', firstLoadChunkPaths: ['.next/static/chunks/public.js'] },
      { route: '/admin', firstLoadChunkPaths: ['.next/static/chunks/admin.js'] },
    ]),
  )
  write(root, 'static/chunks/public.js', chunk(publicChunk))
  write(
    root,
    'static/chunks/admin.js',
    chunk([
      [5, 'e.i(3),e.i(2)'],
      [3, ''],
      [2, ''],
    ]),
  )
  write(
    root,
    'server/app/(site)/page_client-reference-manifest.js',
    manifest('/(site)/page', { 'components/home/hero.tsx': 1 }),
  )
  write(
    root,
    'server/app/admin/page_client-reference-manifest.js',
    manifest('/admin/page', { 'components/admin/data-table.tsx': 5 }),
  )
  write(root, 'server/app/(site)/page.js', 'R.c("server/chunks/ssr/home.js")\n')
  write(
    root,
    'server/chunks/ssr/home.js.map',
    JSON.stringify({
      version: 3,
      sections: [{ map: { sources: serverSources.map((file) => `../../../../${file}`) } }],
    }),
  )
  write(
    root,
    'server/app/(site)/page/server-reference-manifest.json',
    JSON.stringify({
      node: action ? { abc: { filename: action, exportedName: 'deleteArticleAction' } } : {},
    }),
  )
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('findAdminJs', () => {
  it('passes a public route that loads only public and shared modules', () => {
    const root = build({
      publicChunk: [
        [1, 'e.i(2)'],
        [2, ''],
      ],
    })
    expect(findAdminJs(root)).toEqual([])
  })

  it('names a module only admin code uses when a public chunk holds it (chunk merging)', () => {
    const root = build({
      publicChunk: [
        [1, 'e.i(2)'],
        [2, ''],
        [3, ''],
      ],
    })
    expect(findAdminJs(root)).toEqual([
      {
        route: '/',
        file: 'static/chunks/public.js',
        module: 'module 3, used only by admin code (components/admin/data-table.tsx)',
      },
    ])
  })

  it('names an admin client component in a public chunk, even one public code imports', () => {
    const root = build({
      publicChunk: [
        [1, 'e.i(5)'],
        [5, 'e.i(3)'],
        [3, ''],
      ],
    })
    expect(findAdminJs(root).map((finding) => finding.module)).toContain(
      'components/admin/data-table.tsx',
    )
  })

  it('names admin files and admin-only packages in a public page’s server chunks', () => {
    const root = build({
      publicChunk: [[1, '']],
      serverSources: [
        'components/home/hero.tsx',
        'components/admin/editor/use-slug-from-title.ts',
        'node_modules/@tanstack/table-core/src/core/row.ts',
        'node_modules/@tanstack/table-core/src/core/cell.ts',
      ],
    })
    expect(findAdminJs(root).map((finding) => finding.module)).toEqual([
      'components/admin/editor/use-slug-from-title.ts',
      'node_modules/@tanstack/table-core',
    ])
  })

  it('names an admin server action a public page references', () => {
    const root = build({
      publicChunk: [[1, '']],
      action: 'lib/actions/admin/articles/delete-article.ts',
    })
    expect(findAdminJs(root)).toEqual([
      {
        route: '/',
        file: expect.stringContaining('server-reference-manifest.json'),
        module: 'lib/actions/admin/articles/delete-article.ts (deleteArticleAction)',
      },
    ])
  })
})

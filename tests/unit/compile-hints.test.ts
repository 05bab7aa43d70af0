import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  addCompileHints,
  COMPILE_HINT,
  shiftSourceMapOneLine,
  withCompileHint,
} from '../../scripts/compile-hints'

function fakeBuild(files: Record<string, string>, rootMainFiles: string[]) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles }))
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(distDir, name), content)
  }
  return distDir
}

describe('V8 compile hints on the start-up scripts', () => {
  it('puts the magic comment on the first line, once', () => {
    expect(withCompileHint('a()')).toBe('//# allFunctionsCalledOnLoad\na()')
    expect(withCompileHint(withCompileHint('a()'))).toBe(withCompileHint('a()'))
  })

  it('moves every generated line of a source map down one', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' })
    expect(JSON.parse(shiftSourceMapOneLine(map))).toEqual({
      version: 3,
      sources: ['a.ts'],
      mappings: ';AAAA;AACA',
    })
  })

  it('hints only the root main scripts of a build, and only those not hinted yet', () => {
    const distDir = fakeBuild(
      {
        'static/chunks/framework.js': 'framework()',
        'static/chunks/framework.js.map': JSON.stringify({ mappings: 'AAAA' }),
        'static/chunks/runtime.js': `${COMPILE_HINT}runtime()`,
        'static/chunks/page.js': 'page()',
      },
      ['static/chunks/framework.js', 'static/chunks/runtime.js'],
    )
    const read = (name: string) => readFileSync(path.join(distDir, name), 'utf8')

    expect(addCompileHints(distDir)).toEqual(['static/chunks/framework.js'])
    expect(read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}framework()`)
    expect(JSON.parse(read('static/chunks/framework.js.map')).mappings).toBe(';AAAA')
    expect(read('static/chunks/runtime.js')).toBe(`${COMPILE_HINT}runtime()`)
    expect(read('static/chunks/page.js')).toBe('page()')
    expect(addCompileHints(distDir)).toEqual([])
  })
})

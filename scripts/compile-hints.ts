/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints) on the scripts every
 * page runs at start-up: Next's `rootMainFiles` (React, the router and the root layout's client
 * code, and Turbopack's runtime). With the comment, Chrome compiles all of a file's functions
 * while streaming it, off the main thread, instead of compiling each module factory lazily in
 * the one task that starts hydration; that task is the page's longest (about half as long with
 * the hint on the simulated phone of bench/lighthouse.mjs). Browsers without the feature read a
 * comment. Turbopack has no option for a banner, so the build adds it to the emitted files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source
}

/** A source map for a file that gained a first line: every generated line moves down one. */
export function shiftSourceMapOneLine(sourceMap: string): string {
  const map = JSON.parse(sourceMap) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/** Adds the hint to the root main files of the build in `distDir`; returns the files changed. */
export function addCompileHints(distDir = '.next'): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[]
  }
  const changed: string[] = []
  for (const file of manifest.rootMainFiles.filter((name) => name.endsWith('.js'))) {
    const scriptPath = path.join(distDir, file)
    const source = readFileSync(scriptPath, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    writeFileSync(scriptPath, hinted)
    const mapPath = `${scriptPath}.map`
    if (existsSync(mapPath)) {
      writeFileSync(mapPath, shiftSourceMapOneLine(readFileSync(mapPath, 'utf8')))
    }
    changed.push(file)
  }
  return changed
}

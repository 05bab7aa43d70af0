/**
 * JavaScript shipped to a page: the gzip size of every script its prerendered HTML loads, for a
 * legal page of this site beside a bare Next.js 16 page built with the same Next install; then
 * the check that no public route loads admin code (bench/admin-js.ts), which fails the run.
 * Usage: npm run bench:js  (builds both apps first unless --no-build is passed)
 *        npm run bench:js -- --admin-only  (only the admin check, on the existing build: seconds)
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { runOrExit } from '../scripts/run.ts'
import { reportAdminJs } from './admin-js.ts'

type Measurement = {
  label: string
  scripts: number
  rawBytes: number
  gzipBytes: number
  inlineGzipBytes: number
}

function measure(label: string, appDir: string, htmlFile: string): Measurement {
  const html = readFileSync(path.join(appDir, '.next/server/app', htmlFile), 'utf8')
  const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  )
  let rawBytes = 0
  let gzipBytes = 0
  for (const src of new Set(sources)) {
    const file = path.join(appDir, '.next', src.replace(/^\/_next\//, '').split('?')[0]!)
    const body = readFileSync(file)
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  // Inline scripts are mostly the RSC payload (the page's content again, for hydration).
  const inlineGzipBytes = gzipSync(inline.join(''), { level: 9 }).length
  return { label, scripts: new Set(sources).size, rawBytes, gzipBytes, inlineGzipBytes }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

if (process.argv.includes('--admin-only')) process.exit(reportAdminJs() ? 0 : 1)

const bareDir = 'bench/bare-next'
if (!process.argv.includes('--no-build')) {
  await runOrExit('npm', ['run', 'build'])
  await runOrExit('npx', ['next', 'build', bareDir])
}
if (!existsSync(path.join(bareDir, '.next/server/app/index.html'))) {
  throw new Error(`No build of the bare page in ${bareDir}; run without --no-build first`)
}

const rows = [
  measure('Legal page (/privacy)', '.', 'privacy.html'),
  // The quiz player is the heaviest client component on a public page.
  measure('Quiz page (/quiz/essay-structure)', '.', 'quiz/essay-structure.html'),
  measure('Bare Next.js 16 page', bareDir, 'index.html'),
]
console.info(
  '| Page | Script files | Script files (raw) | Script files (gzip) | Inline scripts (gzip) |',
)
console.info('| --- | ---: | ---: | ---: | ---: |')
for (const row of rows) {
  console.info(
    `| ${row.label} | ${row.scripts} | ${kb(row.rawBytes)} | ${kb(row.gzipBytes)} | ${kb(row.inlineGzipBytes)} |`,
  )
}
if (!reportAdminJs()) process.exit(1)

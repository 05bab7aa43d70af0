/**
 * Writes fonts/inter-core.woff2: Inter cut down to the characters the site's text uses and to
 * the weights it uses (400 to 800), so the font every page preloads is about 23 kB instead of
 * 48 kB. Characters outside it render from the full Latin file, which the browser fetches only for
 * a page that needs one (see the unicode-range in lib/fonts.ts, which must list the same
 * characters).
 *
 * Usage: npm run build:fonts
 */
import { readFileSync, writeFileSync } from 'node:fs'

import subsetFont from 'subset-font'

import { INTER_CORE_CHARACTERS } from '../lib/font-subset.ts'

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
const target = 'fonts/inter-core.woff2'

const subset = await subsetFont(readFileSync(source), INTER_CORE_CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
})
writeFileSync(target, subset)
console.info(`${target}: ${subset.length} bytes (${INTER_CORE_CHARACTERS.length} characters)`)

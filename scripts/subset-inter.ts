/**
 * Writes fonts/inter-core.woff2: Inter cut down to the characters the site's text uses and to
 * the weights it uses (400 to 800), so the font every page preloads is about 17 kB instead of
 * 48 kB. Characters outside it render from the full Latin file, which the browser fetches only for
 * a page that needs one (see the unicode-range in lib/theme/fonts.ts, which must list the same
 * characters).
 *
 * Usage: npm run build:fonts
 */
import { readFileSync, writeFileSync } from 'node:fs'

import subsetFont from 'subset-font'

import { INTER_CORE_CHARACTERS } from '../lib/theme/font-subset.ts'

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
const target = 'fonts/inter-core.woff2'

// Only the features browsers apply by default, less Inter's contextual alternates (arrows from
// "->", raised colons between digits): those alone cost 3.8 kB of the preloaded file. `tnum` stays
// for the promotion countdown's tabular figures.
const features = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']

const subset = await subsetFont(readFileSync(source), INTER_CORE_CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
  keepFeatures: features,
})
writeFileSync(target, subset)
console.info(`${target}: ${subset.length} bytes (${INTER_CORE_CHARACTERS.length} characters)`)

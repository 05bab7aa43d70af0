const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join('')

/** Typography and symbols the site's copy uses beyond ASCII (quotes, dashes, currency…). */
const TYPOGRAPHY = '‘’“”–—…•·×÷§£€©®™°→é'

/** The characters in fonts/inter-core.woff2 (regenerate it with `npm run build:fonts`). */
export const INTER_CORE_CHARACTERS = PRINTABLE_ASCII + TYPOGRAPHY

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

/** The CSS unicode-range for exactly those characters: runs of code points become ranges. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  )
  const runs: [number, number][] = []
  for (const code of codes) {
    const last = runs.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else runs.push([code, code])
  }
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(', ')
}

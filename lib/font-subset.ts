const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join('')

/** Typography and symbols the site's copy uses beyond ASCII (quotes, dashes, currency…). */
const TYPOGRAPHY = '‘’“”–—…•·×÷§£€©®™°→é'

/** The characters in fonts/inter-core.woff2 (regenerate it with `npm run build:fonts`). */
export const INTER_CORE_CHARACTERS = PRINTABLE_ASCII + TYPOGRAPHY

/** The CSS unicode-range for exactly those characters. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  )
  const ranges: string[] = []
  let start = codes[0]
  let end = start
  for (const code of [...codes.slice(1), Number.NaN]) {
    if (start === undefined || end === undefined) break
    if (code === end + 1) {
      end = code
      continue
    }
    const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')
    ranges.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
    start = code
    end = code
  }
  return ranges.join(', ')
}

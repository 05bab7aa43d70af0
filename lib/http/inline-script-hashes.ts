import { createHash } from 'node:crypto'

/**
 * An inline script element: its attributes and its text. React escapes `</script` inside the
 * scripts it writes (as `\u003c/script`), so the first closing tag ends the element, as in the
 * HTML parser.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
/** `type` values a browser runs as script; anything else (JSON-LD, say) is data CSP ignores. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  if (!type) return true
  return SCRIPT_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())
}

/**
 * CSP hash sources (`'sha256-…'`) for every inline script the page runs, in document order and
 * without repeats: a hash of the exact text between the tags, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isExecutable(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

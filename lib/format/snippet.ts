/** The database marks matches in search snippets with these private-use characters. */
const START = '\uE000'
const STOP = '\uE001'

export type SnippetPart = { text: string; marked: boolean }

/**
 * Splits a marked snippet into plain and highlighted parts. React renders the parts as text and
 * <mark> elements, so nothing in the snippet is ever parsed as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let marked = false
  for (const piece of snippet.split(new RegExp(`([${START}${STOP}])`))) {
    if (piece === START) marked = true
    else if (piece === STOP) marked = false
    else if (piece) parts.push({ text: piece, marked })
  }
  return parts
}

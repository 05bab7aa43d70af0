/**
 * `text` on one line, cut to at most `max` characters with an ellipsis: a record's name in a page
 * title, where tabs, history and screen readers need its start to tell pages apart, not all of
 * it. Counts code points, so a cut never splits an emoji.
 */
export function truncate(text: string, max = 60): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim())
  if (characters.length <= max) return characters.join('')
  const kept = characters.slice(0, max - 1).join('')
  return `${kept.trimEnd()}…`
}

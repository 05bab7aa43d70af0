const NUL = '\u0000'

/**
 * Postgres text cannot hold U+0000, and nobody means to type one: it arrives pasted from another
 * program, invisible. Every action's input loses it before its schema reads it, so the write
 * succeeds instead of failing with the database's own message. Plain objects and arrays are
 * walked; anything else (a File, a Date) is left as it is.
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes(NUL) ? value.replaceAll(NUL, '') : value
  if (Array.isArray(value)) return value.map(withoutNul)
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutNul(entry)]))
  }
  return value
}

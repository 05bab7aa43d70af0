/** An ilike pattern matching exactly this text, case-insensitively (LIKE wildcards escaped). */
export function exactIlike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

// The fuzzy string match PostgREST uses for its "Perhaps you meant…" hints (Haskell `fuzzyset`
// 0.2, after fuzzyset.js): candidates sharing 3-grams (else 2-grams) with the query, ranked by
// cosine similarity, the best 50 re-scored by normalised Levenshtein similarity.

type Entry = { original: string; key: string; vectors: Map<number, Gram> }
type Gram = { counts: Map<string, number>; magnitude: number }

const gramSizes = [3, 2]

// The closest candidate scoring at least minScore, or undefined.
export function closestMatch(
  candidates: Iterable<string>,
  query: string,
  minScore: number,
): string | undefined {
  const entries = new Map<string, Entry>()
  for (const original of candidates) {
    const key = original.toLowerCase()
    if (entries.has(key)) continue
    entries.set(key, { original, key, vectors: new Map(gramSizes.map((n) => [n, gram(key, n)])) })
  }
  const key = query.toLowerCase()
  const exact = entries.get(key)
  if (exact) return exact.original
  for (const size of gramSizes) {
    const best = matches([...entries.values()], key, size, minScore)
    if (best !== undefined) return best
  }
  return undefined
}

function matches(entries: Entry[], key: string, size: number, minScore: number) {
  const query = gram(key, size)
  const scored = entries.flatMap((entry) => {
    const vector = entry.vectors.get(size) as Gram
    let dot = 0
    for (const [g, count] of query.counts) dot += count * (vector.counts.get(g) ?? 0)
    return dot > 0 ? [{ entry, score: dot / (query.magnitude * vector.magnitude) }] : []
  })
  const ranked = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 50)
    .map(({ entry }) => ({ entry, score: similarity(key, entry.key) }))
    .sort((a, b) => b.score - a.score)
    .filter(({ score }) => score >= minScore)
  return ranked[0]?.entry.original
}

// Lower-cased, keeping letters, digits, spaces and commas, enclosed in hyphens.
function gram(text: string, size: number): Gram {
  const chars = Array.from(`-${text.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '')}-`)
  const counts = new Map<string, number>()
  for (let at = 0; at + size <= chars.length; at++) {
    const g = chars.slice(at, at + size).join('')
    counts.set(g, (counts.get(g) ?? 0) + 1)
  }
  let squares = 0
  for (const count of counts.values()) squares += count * count
  return { counts, magnitude: Math.sqrt(squares) }
}

// 1 - distance / longer length, over code points (text-metrics' levenshteinNorm).
function similarity(a: string, b: string): number {
  const x = Array.from(a)
  const y = Array.from(b)
  const longest = Math.max(x.length, y.length)
  if (longest === 0) return 1
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
    }
    previous = current
  }
  return 1 - (previous[y.length] as number) / longest
}

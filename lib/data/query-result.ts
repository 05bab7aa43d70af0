type QueryResult<T> = { data: T; error: { message: string } | null }

/** A query's data, or an error naming what could not be loaded (a thrown read is never cached). */
export function dataOrThrow<T>(result: QueryResult<T>, what: string): T {
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  return result.data
}

/** A list query's rows (none rather than null), or an error naming what could not be loaded. */
export function rowsOrThrow<T>(result: QueryResult<T[] | null>, what: string): T[] {
  return dataOrThrow(result, what) ?? []
}

type PositionedError = Error & { position?: string }

// Names the file and line of a failing script: PGlite reports only a character offset.
export function describeSqlError(error: unknown, file: string, sql: string): Error {
  if (!(error instanceof Error)) return new Error(`${file}: ${String(error)}`)
  const offset = Number((error as PositionedError).position)
  const line = Number.isFinite(offset) && offset > 0 ? sql.slice(0, offset).split('\n').length : 0
  const where = line ? `${file}:${line}` : file
  return new Error(`${where}: ${error.message}`, { cause: error })
}

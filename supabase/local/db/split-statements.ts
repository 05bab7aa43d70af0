// Splits a script into statements the way the Supabase CLI records them in
// supabase_migrations.schema_migrations.statements: on top-level semicolons, respecting quotes,
// dollar quotes and comments.
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let start = 0
  let i = 0
  while (i < sql.length) {
    const ch = sql[i]
    const next = sql[i + 1]
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end + 1
    } else if (ch === '/' && next === '*') {
      i = skipBlockComment(sql, i)
    } else if (ch === "'" || ch === '"') {
      i = skipQuoted(sql, i, ch, ch === "'" && isEscapeString(sql, i))
    } else if (ch === '$') {
      i = skipDollarQuoted(sql, i)
    } else if (ch === ';') {
      pushStatement(statements, sql.slice(start, i))
      start = i + 1
      i += 1
    } else {
      i += 1
    }
  }
  pushStatement(statements, sql.slice(start))
  return statements
}

function pushStatement(statements: string[], text: string) {
  const trimmed = text.trim()
  if (trimmed && !isOnlyComments(trimmed)) statements.push(trimmed)
}

function isOnlyComments(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  )
}

function skipBlockComment(sql: string, from: number): number {
  let depth = 0
  let i = from
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*') {
      depth += 1
      i += 2
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth -= 1
      i += 2
      if (depth === 0) return i
    } else {
      i += 1
    }
  }
  return i
}

function isEscapeString(sql: string, quoteAt: number): boolean {
  const prefix = sql[quoteAt - 1]
  return (prefix === 'E' || prefix === 'e') && !/[\w$]/.test(sql[quoteAt - 2] ?? '')
}

function skipQuoted(sql: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1
  while (i < sql.length) {
    const ch = sql[i]
    if (backslashEscapes && ch === '\\') {
      i += 2
    } else if (ch === quote) {
      if (sql[i + 1] === quote) i += 2
      else return i + 1
    } else {
      i += 1
    }
  }
  return i
}

function skipDollarQuoted(sql: string, from: number): number {
  // $1 parameters and identifiers containing $ are not quote openers.
  if (/[\w$]/.test(sql[from - 1] ?? '')) return from + 1
  const match = /^\$([A-Za-z_][\w]*)?\$/.exec(sql.slice(from))
  if (!match) return from + 1
  const tag = match[0]
  const end = sql.indexOf(tag, from + tag.length)
  return end === -1 ? sql.length : end + tag.length
}

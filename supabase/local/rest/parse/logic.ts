import type { Condition, LogicTree } from '../ast.ts'
import { parseError } from '../errors.ts'
import { Cursor } from './cursor.ts'
import { parseJsonSteps } from './field.ts'
import { parseFilter } from './filter.ts'

// `or=(a.eq.1,and(b.gt.2,c.lt.3))` and friends (protocol doc A.5).
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string): LogicTree {
  const cursor = new Cursor(text, 'logic tree')
  const tree = parseGroup(cursor, op, negate)
  if (!cursor.done) throw cursor.fail('end of input')
  return tree
}

function parseGroup(cursor: Cursor, op: 'and' | 'or', negate: boolean): LogicTree {
  cursor.expect('(')
  const children: Condition[] = []
  do children.push(parseElement(cursor))
  while (cursor.eat(','))
  cursor.expect(')')
  return { kind: 'logic', op, negate, children }
}

function parseElement(cursor: Cursor): Condition {
  const start = cursor.pos
  const negate = cursor.eat('not.')
  for (const op of ['and', 'or'] as const) {
    if (cursor.peek(op.length + 1) === `${op}(`) {
      cursor.pos += op.length
      return parseGroup(cursor, op, negate)
    }
  }
  cursor.pos = start
  const name = cursor.identifier()
  const json = parseJsonSteps(cursor)
  cursor.expect('.')
  const raw = readValue(cursor)
  return parseFilter({ name, json }, unquoteTail(raw))
}

// The rest of one element: up to a top-level ',' or ')', keeping quotes and nested (), {} intact.
function readValue(cursor: Cursor): string {
  const start = cursor.pos
  let depth = 0
  let quoted = false
  while (!cursor.done) {
    const ch = cursor.text[cursor.pos] as string
    if (quoted) {
      if (ch === '\\') cursor.pos++
      else if (ch === '"') quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{') depth++
    else if (ch === '}') depth--
    else if (ch === ')') {
      if (depth === 0) break
      depth--
    } else if (ch === ',' && depth === 0) break
    cursor.pos++
  }
  if (quoted)
    throw parseError(`"failed to parse logic tree (${cursor.text})" (line 1, column ${start + 1})`)
  return cursor.text.slice(start, cursor.pos)
}

// In a tree a scalar value may be double-quoted: `name.eq."a,b"` → `eq.a,b`.
function unquoteTail(raw: string): string {
  const match = /^((?:not\.)?[a-z]+(?:\([^)]*\))?\.)"((?:[^"\\]|\\.)*)"$/.exec(raw)
  if (!match) return raw
  return (match[1] as string) + (match[2] as string).replace(/\\(.)/g, '$1')
}

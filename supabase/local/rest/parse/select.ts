import type { SelectItem } from '../ast.ts'
import { Cursor } from './cursor.ts'
import { parseJsonSteps } from './field.ts'

const aggregates = new Set(['sum', 'avg', 'count', 'max', 'min'])

export function parseSelect(text: string): SelectItem[] {
  if (text === '') return [{ kind: 'star' }]
  const cursor = new Cursor(text, 'select parameter')
  const items = parseItems(cursor)
  if (!cursor.done) throw cursor.fail('"," or end of input')
  return items
}

function parseItems(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = []
  do items.push(parseItem(cursor))
  while (cursor.eat(','))
  return items
}

function parseItem(cursor: Cursor): SelectItem {
  if (cursor.eat('*')) return { kind: 'star' }
  if (cursor.eat('...')) return parseEmbed(cursor, cursor.identifier(), undefined, true)
  let alias: string | undefined
  let name = cursor.identifier()
  if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
    cursor.pos++
    alias = name
    if (cursor.eat('...')) throw cursor.fail('field name')
    name = cursor.identifier()
  }
  if (name === 'count' && cursor.peek(2) === '()') {
    cursor.pos += 2
    const item: SelectItem = { kind: 'count' }
    if (alias !== undefined) item.alias = alias
    const cast = parseCast(cursor)
    if (cast !== undefined) item.cast = cast
    return item
  }
  if (cursor.peek() === '!' || cursor.peek() === '(') return parseEmbed(cursor, name, alias, false)
  return parseFieldItem(cursor, name, alias)
}

function parseFieldItem(cursor: Cursor, name: string, alias: string | undefined): SelectItem {
  const field = { name, json: parseJsonSteps(cursor) }
  const cast = parseCast(cursor)
  let aggregate: string | undefined
  let aggregateCast: string | undefined
  if (cursor.peek() === '.') {
    const start = cursor.pos
    cursor.pos++
    const fn = /^[a-z]+/.exec(cursor.text.slice(cursor.pos))?.[0] ?? ''
    if (!aggregates.has(fn) || !cursor.text.startsWith('()', cursor.pos + fn.length)) {
      cursor.pos = start
      throw cursor.fail('"," or end of input')
    }
    cursor.pos += fn.length + 2
    aggregate = fn
    aggregateCast = parseCast(cursor)
  }
  const item: SelectItem = { kind: 'field', field }
  if (aggregate !== undefined) item.aggregate = aggregate
  if (aggregateCast !== undefined) item.aggregateCast = aggregateCast
  if (alias !== undefined) item.alias = alias
  if (cast !== undefined) item.cast = cast
  return item
}

function parseCast(cursor: Cursor): string | undefined {
  if (!cursor.eat('::')) return undefined
  const match = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(cursor.text.slice(cursor.pos))
  if (!match) throw cursor.fail('type name')
  cursor.pos += match[0].length
  return match[0].trim()
}

function parseEmbed(
  cursor: Cursor,
  relation: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined
  let inner = false
  while (cursor.eat('!')) {
    const word = cursor.identifier()
    if (word === 'inner') inner = true
    else if (word === 'left') inner = false
    else hint = word
  }
  cursor.expect('(')
  const select: SelectItem[] = cursor.peek() === ')' ? [] : parseItems(cursor)
  cursor.expect(')')
  const item: SelectItem = { kind: 'embed', relation, inner, spread, select }
  if (alias !== undefined) item.alias = alias
  if (hint !== undefined) item.hint = hint
  return item
}

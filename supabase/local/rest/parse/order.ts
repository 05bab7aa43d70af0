import type { OrderTerm } from '../ast.ts'
import { Cursor } from './cursor.ts'
import { parseJsonSteps } from './field.ts'

// `order=a.desc.nullslast,author(name).asc,data->>x` (protocol doc A.6).
export function parseOrder(text: string): OrderTerm[] {
  const cursor = new Cursor(text, 'order')
  const terms: OrderTerm[] = []
  do terms.push(parseTerm(cursor))
  while (cursor.eat(','))
  if (!cursor.done) throw cursor.fail('"," or end of input')
  return terms
}

function parseTerm(cursor: Cursor): OrderTerm {
  let name = cursor.identifier()
  let relation: string | undefined
  if (cursor.eat('(')) {
    relation = name
    name = cursor.identifier()
  }
  const term: OrderTerm = { field: { name, json: parseJsonSteps(cursor) } }
  if (relation !== undefined) {
    cursor.expect(')')
    term.relation = relation
  }
  while (cursor.eat('.')) {
    if (cursor.eat('asc')) term.direction = 'asc'
    else if (cursor.eat('desc')) term.direction = 'desc'
    else if (cursor.eat('nullsfirst')) term.nulls = 'first'
    else if (cursor.eat('nullslast')) term.nulls = 'last'
    else throw cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"')
  }
  return term
}

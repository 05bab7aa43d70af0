import { parseError } from '../errors.ts'

// A tiny scanner shared by the select, filter and order parsers.
export class Cursor {
  readonly text: string
  readonly what: string
  pos = 0

  constructor(text: string, what: string) {
    this.text = text
    this.what = what
  }

  get done(): boolean {
    return this.pos >= this.text.length
  }

  peek(length = 1): string {
    return this.text.slice(this.pos, this.pos + length)
  }

  eat(token: string): boolean {
    if (!this.text.startsWith(token, this.pos)) return false
    this.pos += token.length
    return true
  }

  expect(token: string): void {
    if (!this.eat(token)) throw this.fail(`"${token}"`)
  }

  fail(expecting: string): Error {
    const found = this.done ? 'end of input' : `"${this.peek()}"`
    return parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    )
  }

  // PostgREST field names: letters, digits, _ $ and space, '-' unless it starts '->'; or "quoted".
  identifier(): string {
    if (this.peek() === '"') return this.quoted()
    const start = this.pos
    while (!this.done) {
      const ch = this.text[this.pos] as string
      if (ch === '-' && this.text[this.pos + 1] === '>') break
      if (!/[\p{L}\p{N}_$ -]/u.test(ch)) break
      this.pos++
    }
    if (this.pos === start) throw this.fail('field name')
    return this.text.slice(start, this.pos)
  }

  quoted(): string {
    this.expect('"')
    let out = ''
    while (!this.done) {
      const ch = this.text[this.pos++] as string
      if (ch === '\\' && !this.done) out += this.text[this.pos++]
      else if (ch === '"') return out
      else out += ch
    }
    throw this.fail('closing quote')
  }
}

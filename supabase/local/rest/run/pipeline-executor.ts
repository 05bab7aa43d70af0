import { protocol, type PGlite } from '@electric-sql/pglite'
import { toResult, type Executor, type RoleContext } from './executor.ts'
import { createStatementCache, type StatementCache } from './statement-cache.ts'

const { serialize } = protocol

type Message = { name: string; fields?: unknown[]; text?: string }
type Statement = { sql: string; values: (string | null)[] }

// The same settings as db/with-role.ts (protocol doc A.12), as one parameterised statement.
function setup(context: RoleContext): Statement {
  const { role, claims, readOnly, settings } = context
  const values = [
    'role',
    role,
    'request.jwt.claims',
    JSON.stringify({ ...claims, role }),
    'request.jwt.claim.sub',
    typeof claims.sub === 'string' ? claims.sub : '',
    'request.jwt.claim.role',
    role,
    'request.jwt.claim.email',
    typeof claims.email === 'string' ? claims.email : '',
    'search_path',
    'public, extensions',
    ...Object.entries(settings).flat(),
  ]
  if (readOnly) values.push('transaction_read_only', 'on')
  const calls: string[] = []
  for (let i = 1; i < values.length; i += 2) calls.push(`set_config($${i}, $${i + 1}, true)`)
  return { sql: `select ${calls.join(', ')}`, values }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const simple = (sql: string) =>
  concat([
    serialize.parse({ text: sql, types: [] }),
    serialize.bind({}),
    serialize.execute({}),
    serialize.sync(),
  ])

// PGlite answers one wire-protocol batch per call. Sending settings and statement together,
// ended by one Sync, runs them as one implicit transaction in a single round trip into WASM
// (about half the cost of BEGIN + query + query + COMMIT), with both statements prepared once.
// Writes open an explicit transaction instead, so the result can be inspected before COMMIT.
export function pipelineExecutor(
  pg: PGlite,
  cache: StatementCache = createStatementCache(),
): Executor {
  const prepared = (statement: Statement, fresh: string[]): Uint8Array[] => {
    const { name, fresh: isNew } = cache.lookup(statement.sql)
    const parts: Uint8Array[] = []
    if (isNew) {
      fresh.push(statement.sql)
      parts.push(serialize.parse({ name, text: statement.sql, types: [] }))
    }
    parts.push(serialize.bind({ statement: name, values: statement.values }), serialize.execute({}))
    return parts
  }
  return (context, query, inspect) =>
    // Holding the transaction lock keeps this batch out of any other caller's open transaction.
    pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
        const explicit = !context.readOnly
        const fresh: string[] = []
        const setupParts = prepared(setup(context), fresh)
        const queryParts = prepared({ sql: query.sql, values: query.params }, fresh)
        const evicted = cache.takeEvicted()
        const parts = [
          ...(explicit
            ? [
                serialize.parse({ text: 'begin', types: [] }),
                serialize.bind({}),
                serialize.execute({}),
              ]
            : []),
          ...setupParts,
          ...queryParts,
          ...evicted.map((name) => serialize.close({ type: 'S', name })),
          serialize.sync(),
        ]
        let messages: Message[]
        try {
          messages = (await pg.execProtocol(concat(parts), { throwOnError: true }))
            .messages as Message[]
        } catch (error) {
          // A failed batch may have left some of its new statements unprepared.
          for (const sql of fresh) cache.forget(sql)
          const close = [...evicted, ...cache.takeEvicted()].map((name) =>
            serialize.close({ type: 'S', name }),
          )
          await pg.execProtocol(concat([...close, serialize.sync()]))
          if (explicit) await pg.execProtocol(simple('rollback'))
          throw error
        }
        const result = toResult(statementRow(messages), affectedRows(messages))
        if (!explicit) return inspect(result)
        let value: ReturnType<typeof inspect>
        try {
          value = inspect(result)
        } catch (error) {
          await pg.execProtocol(simple('rollback'))
          throw error
        }
        await pg.execProtocol(simple('commit'), { throwOnError: true })
        return value
      }),
    )
}

// The statement's row follows the settings statement's CommandComplete.
function statementRow(messages: Message[]): unknown[] | undefined {
  let completed = 0
  for (const message of messages) {
    if (message.name === 'commandComplete' && message.text !== 'BEGIN') completed++
    else if (message.name === 'dataRow' && completed === 1) return message.fields
  }
  return undefined
}

function affectedRows(messages: Message[]): number {
  const done = messages.findLast((m) => m.name === 'commandComplete')
  const count = /(\d+)$/.exec(done?.text ?? '')?.[1]
  return count === undefined ? 0 : Number(count)
}

import type { PGlite } from '@electric-sql/pglite'
import { roleSetup } from '../../db/role-settings.ts'
import { linesResult, planRows, toResult, type Executor } from './executor.ts'
import { createStatementCache, type StatementCache } from './statement-cache.ts'
import * as wire from './wire.ts'

type Message = { name: string; fields?: unknown[]; text?: string }
type Statement = { sql: string; values: (string | null)[] }

const begin = Buffer.concat([wire.parse('', 'begin'), wire.bind('', []), wire.execute])
const commit = wire.unnamed('commit')
const rollback = wire.unnamed('rollback')
// PGlite's sync step after each call is for IndexedDB; MEMFS and NODEFS have nothing to sync.
const noSync = { syncToFs: false }

// PGlite answers one wire-protocol batch per call. Sending settings and statement together,
// ended by one Sync, runs them as one implicit transaction in a single round trip into WASM
// (about half the cost of BEGIN + query + query + COMMIT), with both statements prepared once.
// Writes open an explicit transaction instead, so the result can be inspected before COMMIT.
export function pipelineExecutor(
  pg: PGlite,
  cache: StatementCache = createStatementCache(),
): Executor {
  const add = (batch: Buffer[], statement: Statement, fresh: string[]) => {
    const { name, fresh: isNew } = cache.lookup(statement.sql)
    if (isNew) {
      fresh.push(statement.sql)
      batch.push(wire.parse(name, statement.sql))
    }
    batch.push(wire.bind(name, statement.values), wire.execute)
  }
  return (context, query, inspect) =>
    exclusive(pg, async () => {
      const explicit = !context.readOnly
      const fresh: string[] = []
      const batch: Buffer[] = explicit ? [begin] : []
      add(batch, roleSetup(context), fresh)
      add(batch, { sql: query.sql, values: query.params }, fresh)
      if (query.explain) add(batch, { sql: query.explain.sql, values: query.explain.params }, fresh)
      const evicted = cache.takeEvicted()
      for (const name of evicted) batch.push(wire.closeStatement(name))
      batch.push(wire.sync)
      let messages: Message[]
      try {
        const options = { ...noSync, throwOnError: true }
        messages = (await pg.execProtocol(Buffer.concat(batch), options)).messages as Message[]
      } catch (error) {
        // A failed batch may have left some of its new statements unprepared.
        for (const sql of fresh) cache.forget(sql)
        const close = [...evicted, ...cache.takeEvicted()].map(wire.closeStatement)
        await pg.execProtocol(Buffer.concat([...close, wire.sync]), noSync)
        if (explicit) await pg.execProtocol(rollback, noSync)
        throw error
      }
      const result = query.lines
        ? linesResult(statementRows(messages, 1))
        : toResult(statementRow(messages, 1), affectedRows(messages, 1))
      if (query.explain) result.planRows = planRows(statementRow(messages, 2)?.[0])
      if (!explicit) return inspect(result)
      let value: ReturnType<typeof inspect>
      try {
        value = inspect(result)
      } catch (error) {
        await pg.execProtocol(rollback, noSync)
        throw error
      }
      await pg.execProtocol(commit, { ...noSync, throwOnError: true })
      return value
    })
}

const busy = Symbol('busy')

// Every statement of every other caller takes the query lock, so holding it keeps them out of
// this batch. Another caller's transaction can still be open between its statements: then the
// batch waits for the transaction lock too, so that it never runs inside that transaction.
async function exclusive<T>(pg: PGlite, fn: () => Promise<T>): Promise<T> {
  const result = await pg.runExclusive<T | typeof busy>(() =>
    pg.isInTransaction() ? Promise.resolve(busy) : fn(),
  )
  if (result !== busy) return result
  return pg._runExclusiveTransaction(() => pg.runExclusive(fn))
}

// The settings statement completes first, then each statement of the batch in turn; `index` 1 is
// the REST statement, 2 its EXPLAIN.
function statementRow(messages: Message[], index: number): unknown[] | undefined {
  return statementRows(messages, index)[0]
}

function statementRows(messages: Message[], index: number): unknown[][] {
  const rows: unknown[][] = []
  let completed = 0
  for (const message of messages) {
    if (message.name === 'commandComplete' && message.text !== 'BEGIN') completed++
    else if (message.name === 'dataRow' && completed === index) rows.push(message.fields ?? [])
    else if (completed > index) break
  }
  return rows
}

function affectedRows(messages: Message[], index: number): number {
  const done = messages.filter((m) => m.name === 'commandComplete' && m.text !== 'BEGIN')[index]
  const count = /(\d+)$/.exec(done?.text ?? '')?.[1]
  return count === undefined ? 0 : Number(count)
}

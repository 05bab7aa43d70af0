import 'server-only'

import { stringify } from 'csv-stringify/sync'

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

const encoder = new TextEncoder()

/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe keeps exported user input as text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = value instanceof Date ? value.toISOString() : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function encodeRows<Row>(columns: CsvColumn<Row>[], rows: Row[]) {
  return encoder.encode(
    stringify(rows.map((row) => columns.map((column) => neutraliseFormula(column.value(row))))),
  )
}

/**
 * A CSV file streamed batch by batch: memory holds one batch, however many rows there are.
 * A failure after the first bytes cannot change the status any more, so it ends the stream with
 * an error and the download shows as failed rather than silently short.
 */
export function csvDownload<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Response {
  const iterator = batches[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so Excel opens the file as UTF-8.
      controller.enqueue(encoder.encode('\uFEFF'))
      controller.enqueue(encoder.encode(stringify([columns.map((column) => column.header)])))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encodeRows(columns, next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  })
}

/**
 * Keyset pagination for exports: `fetchAfter(lastKey)` returns the next batch ordered by the key
 * (e.g. `.gt('id', lastKey).order('id').limit(1000)`), so batch n costs the same as batch 1.
 * The key may be several columns (an object) when one column alone is not unique.
 */
export async function* keysetBatches<Row, Key = string>(
  fetchAfter: (lastKey: Key | null) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let lastKey: Key | null = null
  for (;;) {
    const batch = await fetchAfter(lastKey)
    if (batch.length === 0) return
    yield batch
    lastKey = keyOf(batch[batch.length - 1] as Row)
  }
}

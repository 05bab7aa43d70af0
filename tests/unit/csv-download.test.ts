import { describe, expect, it } from 'vitest'

import { csvDownload, keysetBatches, neutraliseFormula } from '@/lib/csv/csv-download'

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1', `'+1`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['plain text', 'plain text'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%o → %o', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected)
  })
})

describe('keysetBatches', () => {
  it('asks for each batch after the last key of the one before, until a batch is empty', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id: String(index + 1) }))
    const asked: (string | null)[] = []
    const batches = keysetBatches(
      async (after) => {
        asked.push(after)
        const start = after === null ? 0 : rows.findIndex((row) => row.id === after) + 1
        return rows.slice(start, start + 2)
      },
      (row) => row.id,
    )
    const seen: string[][] = []
    for await (const batch of batches) seen.push(batch.map((row) => row.id))
    expect(seen).toEqual([['1', '2'], ['3', '4'], ['5']])
    expect(asked).toEqual([null, '2', '4', '5'])
  })
})

describe('csvDownload', () => {
  it('streams a header and every batch as quoted CSV with a UTF-8 byte-order mark', async () => {
    async function* batches() {
      yield [{ name: 'Ada, Lovelace', note: 'said "hi"' }]
      yield [{ name: '=cmd', note: 'line\nbreak' }]
    }
    const response = csvDownload(
      'leads 2026.csv',
      [
        { header: 'Name', value: (row: { name: string; note: string }) => row.name },
        { header: 'Note', value: (row: { name: string; note: string }) => row.note },
      ],
      batches(),
    )
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="leads_2026.csv"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Name,Note\n"Ada, Lovelace","said ""hi"""\n\'=cmd,"line\nbreak"\n',
    )
  })
})

import type * as React from 'react'

import { ScrollableTable } from '@/components/admin/scrollable-table'

type Props = {
  caption: string
  headers: string[]
  rows: { key: string; cells: React.ReactNode[] }[]
  emptyText: string
}

/** A small read-only table for the security page's short lists (the first cell heads its row). */
export function SimpleTable({ caption, headers, rows, emptyText }: Props) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>
  return (
    <ScrollableTable label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t align-top">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 text-left font-normal break-all">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  )
}

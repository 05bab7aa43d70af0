import {
  formatChartValue,
  type AnalyticsChart,
  type ChartRow,
} from '@/lib/data/admin/analytics-charts'

/** A chart's numbers as a table: the accessible view of every chart, and what its CSV holds. */
export function ChartTable({ chart, rows }: { chart: AnalyticsChart; rows: ChartRow[] }) {
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{chart.title}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {chart.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={
                  column.format ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t">
              {chart.columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th
                    key={column.key}
                    scope="row"
                    className="px-3 py-1.5 text-left font-normal break-all"
                  >
                    {formatChartValue(row[column.key] ?? null, column.format)}
                  </th>
                ) : (
                  <td key={column.key} className="px-3 py-1.5 text-right tabular-nums">
                    {formatChartValue(row[column.key] ?? null, column.format)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

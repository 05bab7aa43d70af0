'use client'

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts'

import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart'
import type { AnalyticsChart as Chart, ChartRow } from '@/lib/data/admin/analytics-charts'

// The first series in the primary colour, the second in an orange that keeps 3:1 against both
// themes' backgrounds.
const COLOURS = ['var(--primary)', 'hsl(24 90% 45%)']

const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

function tickLabel(value: unknown, x: string) {
  const text = String(value)
  if (x === 'day') return shortDay.format(new Date(`${text}T00:00:00Z`))
  return text.length > 18 ? `${text.slice(0, 17)}…` : text
}

/**
 * The graphic of one chart. It is hidden from assistive technology: the table view beside it
 * carries the same numbers in a form screen readers and keyboards can use.
 */
export function AnalyticsChart({ chart, rows }: { chart: Chart; rows: ChartRow[] }) {
  const config: ChartConfig = Object.fromEntries(
    chart.series.map((series, index) => [
      series.key,
      { label: series.label, color: COLOURS[index % COLOURS.length] ?? 'var(--primary)' },
    ]),
  )
  const axes = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis
        dataKey={chart.x}
        tickLine={false}
        axisLine={false}
        tickMargin={8}
        minTickGap={16}
        tickFormatter={(value) => tickLabel(value, chart.x)}
      />
      <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} />
      <ChartTooltip
        content={<ChartTooltipContent />}
        labelFormatter={(value) => tickLabel(value, chart.x)}
      />
      {chart.series.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
    </>
  )
  return (
    <div aria-hidden="true">
      <ChartContainer config={config} className="w-full">
        {chart.kind === 'line' ? (
          <LineChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 12 }}>
            {axes}
            {chart.series.map((series) => (
              <Line
                key={series.key}
                dataKey={series.key}
                type="monotone"
                stroke={`var(--color-${series.key})`}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false} margin={{ left: 4, right: 12 }}>
            {axes}
            {chart.series.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                fill={`var(--color-${series.key})`}
                radius={4}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ChartContainer>
    </div>
  )
}

import { describe, expect, it } from 'vitest'

import { ANALYTICS_CHARTS, CHART_IDS, analyticsChart } from '@/lib/data/admin/analytics-charts'

describe('ANALYTICS_CHARTS', () => {
  it('declares every chart id once, in order', () => {
    expect(ANALYTICS_CHARTS.map((chart) => chart.id)).toEqual([...CHART_IDS])
  })

  it('shows the category column, then each series as a count, then the rate', () => {
    expect(analyticsChart('quizzes')).toMatchObject({
      x: 'title',
      series: [
        { key: 'attempts', label: 'Attempts' },
        { key: 'passed', label: 'Passed' },
      ],
      columns: [
        { key: 'title', label: 'Quiz' },
        { key: 'attempts', label: 'Attempts', format: 'number' },
        { key: 'passed', label: 'Passed', format: 'number' },
        { key: 'pass_rate', label: 'Pass rate', format: 'percent' },
      ],
    })
    expect(analyticsChart('page-views')).toEqual({
      id: 'page-views',
      title: 'Page views',
      description: 'Page views per day from visitors who allowed analytics cookies.',
      kind: 'line',
      x: 'day',
      series: [{ key: 'views', label: 'Page views' }],
      columns: [
        { key: 'day', label: 'Day' },
        { key: 'views', label: 'Page views', format: 'number' },
      ],
      emptyText: 'No page views in this range.',
    })
  })

  it('leaves the category column unformatted, so the table shows it as text', () => {
    for (const chart of ANALYTICS_CHARTS) {
      expect(chart.columns[0], chart.id).toEqual({ key: chart.x, label: expect.any(String) })
    }
  })
})

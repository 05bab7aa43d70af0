import { describe, expect, it } from 'vitest'

import { ANALYTICS_CHARTS } from '@/lib/data/admin/analytics-charts'

/** Each chart in one line: id, kind, texts, table columns (key:label:format) and plotted series. */
const outline = ANALYTICS_CHARTS.map((chart) => [
  chart.id,
  chart.kind,
  chart.title,
  chart.description,
  chart.emptyText,
  chart.columns
    .map((column) => [column.key, column.label, column.format].filter(Boolean).join(':'))
    .join(', '),
  chart.series.map((series) => `${series.key}:${series.label}`).join(', '),
])

describe('analytics chart texts and columns', () => {
  it('titles, describes and lays out every chart as the admin sees it', () => {
    expect(outline).toEqual([
      [
        'page-views',
        'line',
        'Page views',
        'Page views per day from visitors who allowed analytics cookies.',
        'No page views in this range.',
        'day:Day, views:Page views:number',
        'views:Page views',
      ],
      [
        'top-pages',
        'bar',
        'Top pages',
        'The ten most viewed pages.',
        'No page views in this range.',
        'path:Page, views:Page views:number',
        'views:Page views',
      ],
      [
        'leads-per-day',
        'line',
        'Leads per day',
        'Study guide and lead magnet sign-ups per day.',
        'No leads in this range.',
        'day:Day, leads:Leads:number',
        'leads:Leads',
      ],
      [
        'lead-sources',
        'bar',
        'Leads by source page',
        'The pages leads signed up from.',
        'No leads in this range.',
        'source_path:Source page, leads:Leads:number',
        'leads:Leads',
      ],
      [
        'promotions',
        'bar',
        'Promotions',
        'Impressions, clicks and click-through rate per promotion.',
        'No promotion impressions or clicks in this range.',
        'name:Promotion, impressions:Impressions:number, clicks:Clicks:number, ctr:Click-through rate:percent',
        'impressions:Impressions, clicks:Clicks',
      ],
      [
        'orders-by-status',
        'bar',
        'Orders by status',
        'Orders placed in this range, by their current status.',
        'No orders in this range.',
        'label:Status, orders:Orders:number',
        'orders:Orders',
      ],
      [
        'orders-by-service',
        'bar',
        'Orders by service',
        'Orders placed in this range, by service.',
        'No orders in this range.',
        'label:Service, orders:Orders:number',
        'orders:Orders',
      ],
      [
        'quizzes',
        'bar',
        'Quiz attempts',
        'Attempts and passes per quiz, from members and visitors.',
        'No quiz attempts in this range.',
        'title:Quiz, attempts:Attempts:number, passed:Passed:number, pass_rate:Pass rate:percent',
        'attempts:Attempts, passed:Passed',
      ],
      [
        'applications',
        'bar',
        'Applications per job',
        'Job applications received in this range.',
        'No applications in this range.',
        'title:Job, applications:Applications:number',
        'applications:Applications',
      ],
    ])
  })
})

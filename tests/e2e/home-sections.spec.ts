import { expect, test } from '@playwright/test'

import { dismissConsent } from './support'

// Rows from supabase/seeds: a published service, an approved testimonial, the three most
// recently published articles (newest first) and an article too old to be among them.
const seeded = {
  service: 'One-to-One Tutoring',
  testimonial: 'Hannah R.',
  latestArticles: [
    ['Managing Stress in Exam Season', 'managing-stress-in-exam-season'],
    [
      'Making Group Projects Work: A Practical Guide for University Students',
      'making-group-projects-work',
    ],
    [
      'Giving Academic Presentations with Confidence',
      'giving-academic-presentations-with-confidence',
    ],
  ],
  olderArticle: 'how-to-write-a-literature-review',
} as const

test.beforeEach(async ({ page }) => dismissConsent(page))

test('the sections are in the HTML crawlers receive', async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(seeded.service)
  expect(html).toContain(seeded.testimonial)
  for (const [title, slug] of seeded.latestArticles) {
    expect(html).toContain(title)
    expect(html).toContain(`href="/articles/${slug}"`)
  }
  expect(html).not.toContain(`href="/articles/${seeded.olderArticle}"`)
  expect(html).toContain('id="services"')
  expect(html).toContain('id="testimonials"')
  expect(html).toContain('95%')
  expect(html).toContain('24/7')
})

test('the home page carries Organization and WebSite structured data', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
  const types = blocks.map((block) => block['@type'])
  expect(types).toContain('Organization')
  const website = blocks.find((block) => block['@type'] === 'WebSite')
  expect(website).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Scholarly Support',
    potentialAction: { '@type': 'SearchAction' },
  })
  expect(String(website?.url)).toMatch(/^https?:\/\/.+\/$/)
})

test('services list the published services and link to them', async ({ page }) => {
  await page.goto('/')
  const services = page.getByRole('region', {
    name: 'Tutoring, feedback and study-skills services',
  })
  await expect(services).toHaveAttribute('id', 'services')
  await expect(services.getByRole('listitem')).toHaveCount(7)
  await expect(services.getByRole('link', { name: seeded.service })).toHaveAttribute(
    'href',
    '/services#tutoring',
  )
  await expect(services.getByRole('link', { name: 'View all services' })).toHaveAttribute(
    'href',
    '/services',
  )
})

test('testimonials show approved quotes with their ratings', async ({ page }) => {
  await page.goto('/')
  const testimonials = page.getByRole('region', { name: 'Success Stories' })
  await expect(testimonials).toHaveAttribute('id', 'testimonials')
  await expect(testimonials.getByRole('listitem')).toHaveCount(6)
  await expect(testimonials.getByText(seeded.testimonial)).toBeVisible()
  await expect(testimonials.getByText('Rated 5 out of 5').first()).toBeAttached()

  // The visible stars are filled up to the rating the hidden text states (1rem stars, 0.125rem
  // apart, so n stars span n × 18 px at the default font size).
  const drawn = await testimonials.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      said: Number(item.textContent?.match(/Rated (\d) out of 5/)?.[1]),
      filled: item.querySelector('.star-rating > span')?.getBoundingClientRect().width,
    })),
  )
  expect(new Set(drawn.map(({ said }) => said)).size).toBeGreaterThan(1)
  for (const { said, filled } of drawn) expect(filled).toBeCloseTo(said * 18, 0)
})

test('latest articles show the three newest with date and excerpt', async ({ page }) => {
  await page.goto('/')
  const latest = page.getByRole('region', { name: 'Latest articles' })
  const items = latest.getByRole('listitem')
  await expect(items).toHaveCount(3)
  for (const [index, [title, slug]] of seeded.latestArticles.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/articles/${slug}`,
    )
    await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/)
    await expect(item.locator('p')).not.toBeEmpty()
  }
})

test('the marketing claims are shown, each read value first as the spec words it', async ({
  page,
}) => {
  await page.goto('/')
  const claims = page.getByRole('region', { name: /Why students choose/ }).getByRole('listitem')
  await expect(claims).toHaveText([
    '400+ students supported',
    '50+ countries',
    '4.9 rating from students',
    '95% of students improve',
    '24/7 support',
  ])
  // Every slide has the stats; a slow machine shows only the last slide, so take the first shown.
  const heroStats = page
    .getByRole('region', { name: 'Highlights' })
    .getByRole('list')
    .filter({ hasText: '400+' })
    .first()
    .getByRole('listitem')
  await expect(heroStats).toHaveText([
    '400+ students supported',
    '50+ countries',
    '4.9 rating',
    '95% success',
  ])
})

test('the footer Success Stories link lands on the testimonials', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Success Stories' }).click()
  await expect(page).toHaveURL(/\/#testimonials$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Success Stories' })).toBeInViewport()
})

test('opening /#testimonials directly lands on the testimonials', async ({ page }) => {
  await page.goto('/#testimonials')
  await expect(page.getByRole('heading', { level: 2, name: 'Success Stories' })).toBeInViewport()
})

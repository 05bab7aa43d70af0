import { expect, type Page, test } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent, fixedPages } from './support'

test.beforeEach(async ({ page }) => dismissConsent(page))

test('every fixed-content page answers 200 with its heading', async ({ request, page }) => {
  for (const path of fixedPages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
  }
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
})

test('header has the spec navigation and Sign In for visitors', async ({ page }) => {
  await page.goto('/about')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const expected = [
    ['Home', '/'],
    ['Services', '/services'],
    ['Articles', '/articles'],
    ['Quizzes', '/quizzes'],
    ['Resources', '/resources'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ]
  const links = nav.getByRole('link')
  await expect(links).toHaveText(expected.map(([label]) => label!))
  for (const [label, href] of expected) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!)
  }
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')

  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' })
  await expect(signIn).toHaveAttribute('href', '/auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0)
})

/** The page is no wider than the window: nothing in it needs sideways scrolling. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('signed in as an admin at 768 px, the header fits and the account menu holds the areas', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await signInThroughForm(page, demo.admin.email, demo.admin.password)
  await expect(page).not.toHaveURL(/\/auth/)
  await page.goto('/about')
  const banner = page.getByRole('banner')
  await banner.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  await page.keyboard.press('Escape')
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeHidden()
  expect(await fitsTheWindow(page)).toBe(true)
  for (const link of await banner.getByRole('link').all()) {
    const box = await link.boundingBox()
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(768)
  }

  await page.setViewportSize({ width: 1024, height: 900 })
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Admin' })).toBeVisible()
  expect(await fitsTheWindow(page)).toBe(true)
})

test('at 200 % text size the desktop header wraps instead of running off the page', async ({
  page,
}) => {
  await page.goto('/about')
  // Text-only zoom: every size here is in rem, so doubling the root font size doubles the text.
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'))
  expect(await fitsTheWindow(page)).toBe(true)
  const viewport = page.viewportSize()!
  for (const link of await page.getByRole('banner').getByRole('link').all()) {
    const box = await link.boundingBox()
    if (box) expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(viewport.width)
  }
})

test('footer has the four columns with the spec labels and targets', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const columns: Record<string, [string, string][]> = {
    Company: [
      ['About Us', '/about'],
      ['Our Team', '/about#team'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
    ],
    Resources: [
      ['Study Articles', '/articles'],
      ['Study Materials', '/resources'],
      ['Success Stories', '/#testimonials'],
      ['FAQs', '/faq'],
    ],
    Legal: [
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Advertising Disclosure', '/advertising'],
      ['Data Management', '/data-management'],
      ['Disclaimer', '/disclaimer'],
      ['Do Not Sell/Share', '/do-not-sell'],
      ['Sitemap', '/sitemap.xml'],
    ],
  }
  for (const [heading, links] of Object.entries(columns)) {
    const column = footer.getByRole('navigation', { name: heading })
    await expect(column.getByRole('link')).toHaveText(links.map(([label]) => label))
    for (const [label, href] of links) {
      await expect(column.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
  }
  await expect(
    footer.getByRole('navigation', { name: 'Services' }).getByRole('link'),
  ).not.toHaveCount(0)
  await expect(
    footer.getByRole('list', { name: 'Social media' }).getByRole('link'),
  ).not.toHaveCount(0)
  await expect(footer.getByTestId('copyright')).toContainText(`© ${new Date().getFullYear()}`)
})

test('page head links the sitemap, feeds and a clean canonical URL', async ({ page }) => {
  await page.goto('/terms?utm_source=newsletter&ref=abc')
  await expect(page.locator('link[rel="sitemap"]')).toHaveAttribute('href', '/sitemap.xml')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1)
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms\/$/)
  await expect(page).toHaveTitle(/Terms of Service/)
})

test('the home page has one canonical URL and og:url, with the trailing slash and no tracking', async ({
  page,
}) => {
  await page.goto('/?utm_source=newsletter&fbclid=abc')
  for (const tag of ['link[rel="canonical"]', 'meta[property="og:url"]']) {
    const element = page.locator(`head ${tag}`)
    await expect(element).toHaveCount(1)
    await expect(element).toHaveAttribute(
      tag.startsWith('link') ? 'href' : 'content',
      /^https?:\/\/[^/?#]+\/$/,
    )
  }
})

test('/favicon.ico leads to the site icon', async ({ request }) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toBe('/icon.svg')
  const icon = await request.get('/favicon.ico')
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})

test("a feed's name in capitals leads to the feed", async ({ request }) => {
  const response = await request.get('/feed/ARTICLES', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers()['location']).toBe('/feed/articles')
})

test('the sitemap lists the fixed pages', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/about/', '/faq/', '/privacy/', '/do-not-sell/'])
    expect(body).toContain(path)
})

test('FAQ page carries FAQPage structured data', async ({ page }) => {
  await page.goto('/faq')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage')
  expect(faq.mainEntity.length).toBeGreaterThan(10)
  await page.getByRole('button', { name: faq.mainEntity[0].name }).click()
  await expect(page.getByText(faq.mainEntity[0].acceptedAnswer.text)).toBeVisible()
})

test('public pages carry a breadcrumb trail in their structured data', async ({ page }) => {
  for (const [path, name] of [
    ['/about', 'About Us'],
    ['/services', 'Services'],
    ['/faq', 'FAQs'],
    ['/contact', 'Contact'],
    ['/careers', 'Careers'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const trail = jsonLd
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data) => data['@type'] === 'BreadcrumbList')
    expect(trail, path).toBeDefined()
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: expect.stringContaining(name) })
  }
})

test('a missing article, quiz, resource or job is titled Page Not Found too', async ({ page }) => {
  for (const path of [
    '/articles/no-such-article/',
    '/quiz/no-such-quiz',
    '/resources/no-such-resource',
    '/careers/no-such-job',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
  }
})

test('unknown values in the other public pages, and deeper paths, answer 404 with the 404 page', async ({
  page,
}) => {
  for (const path of [
    '/articles/id/6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f',
    '/articles/id/not-an-id',
    '/quiz/6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f',
    '/careers/no-such-job/apply',
    '/articles/no-such-article/deeper',
    '/quiz/no-such-quiz/deeper',
    '/resources/no-such-resource/deeper/still',
    '/careers/no-such-job/apply/deeper',
    '/feed/no-such-type',
    '/no/such/page',
  ]) {
    const response = await page.goto(path, { waitUntil: 'commit' })
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page, path).toHaveTitle('Page Not Found')
  }
})

test('directory pages carry CollectionPage structured data listing their items', async ({
  page,
}) => {
  for (const path of ['/articles', '/quizzes', '/resources', '/careers']) {
    await page.goto(path)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const collection = jsonLd
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((data: { '@type': string }) => data['@type'] === 'CollectionPage')
    expect(collection, path).toBeDefined()
    expect(collection.url).toMatch(new RegExp(`${path}/$`))
    expect(collection.mainEntity['@type']).toBe('ItemList')
    expect(collection.mainEntity.numberOfItems).toBe(collection.mainEntity.itemListElement.length)
  }
})

test('unknown paths get the 404 page with its two ways out', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found')
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute(
    'href',
    '/articles',
  )
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

// Playwright's javaScriptEnabled: false stops scripts but leaves the parser treating <noscript>
// as text, unlike a browser with JavaScript turned off, so the notices are checked in the HTML.
test('forms and sign-in say they need JavaScript, where a browser without it shows them', async ({
  request,
}) => {
  const notice =
    'This form needs JavaScript to send what you type. Turn it on in your browser, then reload the page.'
  for (const path of ['/contact', '/careers/subject-tutor/apply']) {
    const html = await (await request.get(path)).text()
    expect(html).toMatch(
      new RegExp(
        `<form[^>]*>\\s*<noscript><p[^>]*>${notice.replace(/[.]/g, '\\.')}</p></noscript>`,
      ),
    )
  }
  const auth = await (await request.get('/auth')).text()
  expect(auth).toMatch(
    /<noscript><p[^>]*>Signing in needs JavaScript\. Turn it on in your browser, then reload the page\.<\/p><\/noscript>/,
  )
  // The study guide's, the services' request and a quiz's Start buttons cannot work without it.
  const home = await (await request.get('/')).text()
  expect(home).toMatch(
    /<form[^>]*aria-label="Get the Study Success Guide"[^>]*>\s*<noscript><p[^>]*>Sending the guide needs JavaScript\. Turn it on in your browser, then reload the page\.<\/p><\/noscript>/,
  )
  const services = await (await request.get('/services')).text()
  expect(services).toMatch(
    /<noscript><p[^>]*>Requesting a service needs JavaScript\. Turn it on in your browser and reload the page, or email us at(?:<!-- -->)? <a href="mailto:hello@scholarlysupport\.co"/,
  )
  const quiz = await (await request.get('/quiz/essay-structure')).text()
  expect(quiz).toMatch(
    /<noscript><p[^>]*>The quiz needs JavaScript\. Turn it on in your browser, then reload the page\.<\/p><\/noscript><button[^>]*>Start the quiz<\/button>/,
  )
})

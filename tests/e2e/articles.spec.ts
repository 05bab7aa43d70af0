import { expect, test, type Page } from '@playwright/test'

import { dismissConsent } from './support'

// Seeded rows (supabase/seeds/20_articles.sql and 25_more_articles.sql): at least 24 published
// articles, a scheduled one and a draft.
const article = {
  slug: 'managing-stress-in-exam-season',
  title: 'Managing Stress in Exam Season',
}
const hidden = ['planning-your-dissertation-timeline', 'draft-note-taking-for-online-lectures']

test.beforeEach(async ({ page }) => dismissConsent(page))

const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })

test.describe('the directory', () => {
  // The test server listens on 127.0.0.1, where a rewrite from proxy.ts would be fetched again
  // over HTTP (Next issue #94745): these views must be rewritten in process, by next.config.ts.
  test('filtered lists and searches are served in process, not fetched again', async ({
    request,
  }) => {
    for (const url of [
      '/articles?page=2',
      '/articles/?category=student-life',
      '/articles?search=exam+stress',
      '/quizzes?difficulty=beginner',
      '/resources/?kind=guide',
    ]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['x-middleware-rewrite'] ?? '', url).not.toMatch(/^https?:/)
    }
  })

  test('lists 12 articles a page in server HTML, with followable page links', async ({
    request,
  }) => {
    const response = await request.get('/articles')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toMatch(/\d+ articles, page 1 of \d+/)
    expect(html).toMatch(
      /<a[^>]*href="\/articles\?page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/articles\?page=2"/,
    )
    expect(html.match(/href="\/articles\/[a-z0-9-]+\/"/g)?.length).toBeGreaterThanOrEqual(12)
    for (const slug of hidden) expect(html).not.toContain(slug)

    const second = await request.get('/articles?page=2')
    expect(second.status()).toBe(200)
    const secondHtml = await second.text()
    expect(secondHtml).toMatch(/page 2 of \d+/)
    expect(secondHtml).toMatch(/rel="prev"/)
  })

  test('filters by category and keeps the filter in the URL', async ({ page }) => {
    await page.goto('/articles')
    await page
      .getByRole('navigation', { name: 'Article categories' })
      .getByRole('link', { name: 'Student Life & Wellbeing' })
      .click()
    await expect(page).toHaveURL(/\/articles\?category=student-life$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Student Life & Wellbeing' }),
    ).toBeVisible()
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) {
      await expect(cards(page).nth(index)).toContainText('Student Life & Wellbeing')
    }
  })

  test('answers an unknown category or a page past the end with a way back, not an error', async ({
    page,
  }) => {
    for (const url of ['/articles?category=no-such-thing', '/articles?page=999']) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
        /Category not found|There is no page 999/,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await page.getByRole('link', { name: 'Browse all articles' }).click()
      await expect(page).toHaveURL(/\/articles$/)
    }
    await page.goto('/articles?page=2')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})

test.describe('search', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the search box is a GET form with highlighted, noindexed results', async ({ page }) => {
      await page.goto('/articles')
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('exam stress')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/articles\?search=exam\+stress/)
      // One search box, holding the query (not the static shell's empty one).
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
        'exam stress',
      )
      await expect(page.getByRole('link', { name: article.title })).toBeVisible()
      await expect(page.locator('mark').first()).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })

    test('a search from a category view stays in that category', async ({ page }) => {
      await page.goto('/articles?category=student-life')
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('stress')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/articles\?search=stress&category=student-life$/)
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        await expect(cards(page).nth(index)).toContainText('Student Life & Wellbeing')
      }

      // A new search from the results page keeps both the box's text and the category.
      const box = page.getByRole('searchbox', { name: 'Search articles' })
      await expect(box).toHaveValue('stress')
      await box.fill('sleep')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/articles\?search=sleep&category=student-life$/)
      await expect(box).toHaveValue('sleep')
    })
  })

  test('with JavaScript, a search from a category view stays in that category', async ({
    page,
  }) => {
    await page.goto('/articles?category=student-life')
    await page
      .getByRole('searchbox', { name: 'Search articles' })
      .pressSequentially('stress', { delay: 40 })
    await expect(page).toHaveURL(/\/articles\?search=stress&category=student-life$/)
    await expect(page.getByText(/\d+ results? for “stress”/)).toBeVisible()
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) {
      await expect(cards(page).nth(index)).toContainText('Student Life & Wellbeing')
    }
  })

  test('with JavaScript, results follow typing without a full page load or losing focus', async ({
    page,
  }) => {
    await page.goto('/articles')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page
      .getByRole('searchbox', { name: 'Search articles' })
      .pressSequentially('referenc', { delay: 40 })
    await expect(page).toHaveURL(/\/articles\?search=referenc$/)
    await expect(page.getByText(/\d+ results? for “referenc”/)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    const box = page.getByRole('searchbox', { name: 'Search articles' })
    await expect(box).toBeFocused()
    await box.pressSequentially('ing styles', { delay: 40 })
    await expect(page).toHaveURL(/\/articles\?search=referencing\+styles$/)
    await expect(box).toHaveValue('referencing styles')
    await page.reload()
    await expect(page.getByText(/\d+ results? for “referencing styles”/)).toBeVisible()
  })

  test('keeps what was typed before the page hydrated, and the focus', async ({ page }) => {
    // The page's scripts are held back, so the visitor types into the server-rendered form first.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/articles', { waitUntil: 'commit' })
    const box = page.getByRole('searchbox', { name: 'Search articles' })
    await expect(box).toBeVisible()
    await box.pressSequentially('referenc', { delay: 20 })
    release()
    // Hydration, then the first search a fresh server answers (its route rendered cold): on a
    // busy machine this takes most of the default 30 s wait.
    await expect(page).toHaveURL(/\/articles\?search=referenc$/)
    await expect(page.getByText(/\d+ results? for “referenc”/)).toBeVisible()
    await expect(box).toHaveValue('referenc')
    await expect(box).toBeFocused()
  })

  test('says which corrected words it searched for when the query finds nothing', async ({
    page,
  }) => {
    await page.goto('/articles?search=presentatoins')
    await expect(page.getByText(/Showing results for “presentations”/)).toBeVisible()
  })
})

test.describe('an article', () => {
  test('has one h1, the metadata crawlers need and structured data', async ({ page }) => {
    await page.goto(`/articles/${article.slug}/?utm_source=mail`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/articles/${article.slug}/$`),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /opengraph-image/,
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = jsonLd
      .flatMap((text) => [JSON.parse(text)].flat())
      .map((data: { '@type': string }) => data['@type'])
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
    await expect(page.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  })

  test('shows dates in the reader’s locale, the related articles’ too', async ({ browser }) => {
    for (const [locale, date] of [
      ['en-US', /^[A-Z][a-z]+ \d{1,2}, \d{4}$/],
      ['en-GB', /^\d{1,2} [A-Z][a-z]+ \d{4}$/],
    ] as const) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto(`/articles/${article.slug}/`)
      await expect(
        page.getByText(new RegExp(`Published ${date.source.slice(1, -1)}`)),
      ).toBeVisible()
      const related = page.getByRole('region', { name: 'Related articles' }).locator('time')
      await expect(related.first()).toHaveText(date)
      for (const text of await related.allTextContents()) expect(text).toMatch(date)
      await context.close()
    }
  })

  test('its table of contents jumps to a section, and reading progress follows the scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/articles/${article.slug}/`)
    const progress = page.getByRole('progressbar', { name: 'Reading progress' })
    await expect(progress).toHaveAttribute('aria-valuenow', '0')
    const toc = page.getByRole('navigation', { name: 'On this page' }).first()
    const link = toc.getByRole('link').nth(1)
    const target = (await link.getAttribute('href')) ?? ''
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect(page.locator(target)).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await page.getByRole('button', { name: 'Back to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(progress).toHaveAttribute('aria-valuenow', '0')
  })

  test('/articles/id/{id} redirects permanently to the one URL; bad ids are 404s', async ({
    request,
  }) => {
    const feed = await (await request.get('/feed/articles')).text()
    const guid = /urn:uuid:([0-9a-f-]{36})/.exec(feed)?.[1] ?? ''
    const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1] ?? ''
    const redirect = await request.get(`/articles/id/${guid}`, { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(new URL(redirect.headers().location ?? '', 'http://x').pathname).toBe(
      new URL(link).pathname,
    )
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000001']) {
      const response = await request.get(`/articles/id/${bad}`, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain('Page Not Found')
    }
  })
})

test.describe('feeds and sitemap', () => {
  async function parseXml(page: Page, xml: string) {
    return page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const error = doc.querySelector('parsererror')
      return {
        error: error?.textContent ?? null,
        root: doc.documentElement.nodeName,
        items: [...doc.querySelectorAll('item, entry')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link:
            item.querySelector('link')?.textContent ||
            item.querySelector('link')?.getAttribute('href') ||
            '',
          guid: item.querySelector('guid, id')?.textContent ?? '',
          permaLink: item.querySelector('guid')?.getAttribute('isPermaLink') ?? null,
        })),
        self:
          doc
            .querySelector('channel > *|link[rel="self"], feed > link[rel="self"]')
            ?.getAttribute('href') ?? null,
        urls: [...doc.querySelectorAll('url > loc')].map((loc) => loc.textContent ?? ''),
      }
    }, xml)
  }

  test('RSS, Atom and per-type feeds parse as XML with stable guids and conditional requests', async ({
    page,
    request,
  }) => {
    await page.goto('/articles')
    for (const [path, root, type] of [
      ['/rss.xml', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed.xml', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/atom.xml', 'feed', 'application/atom+xml; charset=utf-8'],
      ['/feed/articles', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed/quizzes', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed/resources', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed/careers', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed/rss', 'rss', 'application/rss+xml; charset=utf-8'],
      ['/feed/atom', 'feed', 'application/atom+xml; charset=utf-8'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe(type)
      const parsed = await parseXml(page, await response.text())
      expect(parsed.error, path).toBeNull()
      expect(parsed.root).toBe(root)
      expect(parsed.self).toMatch(new RegExp(`${path.replace('.', '\\.')}$`))
      for (const item of parsed.items) {
        expect(item.guid).toMatch(/^urn:uuid:[0-9a-f-]{36}$/)
        expect(item.link).toMatch(/^https?:\/\/[^/]+\//)
        if (root === 'rss') expect(item.permaLink).toBe('false')
      }
      if (/articles|\.xml$|\/rss$|\/atom$/.test(path)) {
        expect(parsed.items.length).toBeGreaterThanOrEqual(24)
        expect(parsed.items.length).toBeLessThanOrEqual(50)
        expect(parsed.items.map((item) => item.link).join()).not.toMatch(
          new RegExp(hidden.join('|')),
        )
      }
      const etag = response.headers().etag ?? ''
      expect(etag).toMatch(/^".+"$/)
      const again = await request.get(path, { headers: { 'If-None-Match': etag } })
      expect(again.status()).toBe(304)
      const since = await request.get(path, {
        headers: { 'If-Modified-Since': response.headers()['last-modified'] ?? '' },
      })
      expect(since.status()).toBe(304)
    }
    expect((await request.get('/feed/podcasts')).status()).toBe(404)
  })

  test('the sitemap lists published content and nothing hidden', async ({ page, request }) => {
    await page.goto('/articles')
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const parsed = await parseXml(page, await response.text())
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('urlset')
    expect(parsed.urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/articles\/$/),
        expect.stringMatching(new RegExp(`/articles/${article.slug}/$`)),
      ]),
    )
    expect(
      parsed.urls.filter((url) => /\/articles\/[a-z0-9-]+\/$/.test(url)).length,
    ).toBeGreaterThanOrEqual(24)
    expect(parsed.urls.join()).not.toMatch(new RegExp(hidden.join('|')))
  })
})

import { expect, test, type Page, type Response } from '@playwright/test'

import { inlineScriptHashes } from '../../lib/http/inline-script-hashes'
import { observatoryScore } from '../support/observatory'
import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent } from './support'

// The headers of lib/http/security-headers.ts on the production build, and the proof that the
// CSP blocks nothing the site itself needs: zero violations, and the page still hydrates.

type Violation = { directive: string; blocked: string; sample: string; source: string }

declare global {
  interface Window {
    __cspViolations: Violation[]
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const messages: string[] = []
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      })
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) messages.push(text)
  })
  return messages
}

async function expectNoViolations(page: Page, messages: string[]) {
  // Late violations (lazy chunks, the realtime socket) arrive after load; signed-in pages keep a
  // socket open, so the network never goes idle.
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_500)
  const violations = await page.evaluate(() => window.__cspViolations)
  expect(violations).toEqual([])
  expect(messages).toEqual([])
}

/** The page hydrated: the header's theme toggle is a React handler, not plain HTML. */
async function expectHydrated(page: Page) {
  const html = page.locator('html')
  const wasDark = /\bdark\b/.test((await html.getAttribute('class')) ?? '')
  await page.getByRole('button', { name: 'Toggle dark mode' }).first().click()
  if (wasDark) await expect(html).not.toHaveClass(/\bdark\b/)
  else await expect(html).toHaveClass(/\bdark\b/)
}

function expectCommonHeaders(response: Response) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  // Loopback http: no HSTS (it is sent when NEXT_PUBLIC_SITE_URL is https).
  expect(headers['strict-transport-security']).toBeUndefined()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of [
    "default-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive)
  }
  return csp
}

test.beforeEach(async ({ page }) => dismissConsent(page))

// Complete cached pages get the site policy plus the hash policy stored with the page
// (lib/http/hashed-page-cache.ts), which names exactly the page's inline scripts; pages resumed
// per request (lib/http/per-request-pages.ts) get the nonce policy alone.
const publicPages: [string, 'complete' | 'resumed'][] = [
  ['/', 'complete'],
  ['/about', 'complete'],
  ['/articles', 'complete'],
  ['/articles?category=study-techniques', 'complete'],
  ['/quizzes', 'complete'],
  ['/quiz/essay-structure', 'complete'],
  ['/resources', 'complete'],
  ['/careers', 'complete'],
  ['/careers/part-time-proofreader/apply', 'complete'],
  ['/contact', 'complete'],
  ['/articles/making-group-projects-work/', 'resumed'],
  ['/articles?search=exam+stress', 'resumed'],
  ['/services', 'resumed'],
  ['/resources/feedback-action-plan', 'resumed'],
  ['/resources/essay-planning-guide', 'resumed'],
]

async function expectHashPolicy(response: Response, csp: string) {
  expect(csp).not.toContain("'nonce-")
  const hashPolicy = csp
    .split(/[,\n]/)
    .find((policy) => /^\s*script-src 'self' 'sha256-/.test(policy))
  const inline = inlineScriptHashes(await response.text())
  expect(inline.length).toBeGreaterThan(0)
  expect(hashPolicy?.trim()).toBe(["script-src 'self'", ...inline].join(' '))
  expect(response.headers()['x-nextjs-cache']).not.toBe('MISS')
}

async function expectNoncePolicy(page: Page, csp: string) {
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(csp).not.toMatch(/script-src 'self' 'unsafe-inline'/)
  expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0)
}

for (const [path, kind] of publicPages) {
  test(`${kind} page ${path}: its policy, A+, no violations, hydrates`, async ({ page }) => {
    const messages = await watchViolations(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const csp = expectCommonHeaders(response!)
    if (kind === 'complete') await expectHashPolicy(response!, csp)
    else await expectNoncePolicy(page, csp)
    expect(observatoryScore(response!.headers(), { https: false }).grade).toBe('A+')
    await expectHydrated(page)
    await expectNoViolations(page, messages)
  })
}

test('/auth: a fresh nonce per request, A+, no violations, the sign-in form works', async ({
  page,
}) => {
  const messages = await watchViolations(page)
  const response = await page.goto('/auth')
  const csp = expectCommonHeaders(response!)
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).not.toContain("'unsafe-inline'; style") // script-src has no unsafe-inline
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0)
  const again = await page.request.get('/auth')
  expect(again.headers()['content-security-policy']).not.toContain(nonce!)
  expect(observatoryScore(response!.headers(), { https: false })).toMatchObject({ grade: 'A+' })
  await expectHydrated(page)
  await signInThroughForm(page, demo.member.email, 'wrong-password-1')
  await expect(page.getByText('Invalid login credentials')).toBeVisible()
  await expectNoViolations(page, messages)
})

// A 404 is rendered per request wherever it is: under a nonce path it carries that request's
// nonce, not one from a cached render; elsewhere the site policy alone lets it run.
test('a 404: 404, no violations, hydrates, on every request', async ({ page }) => {
  const messages = await watchViolations(page)
  for (const path of [
    '/auth/no-such-page',
    '/articles/no-such-article/',
    '/resources/no-such-resource',
    '/no-such-page',
  ]) {
    for (const visit of [1, 2]) {
      const response = await page.goto(path)
      expect(response?.status(), `${path}, visit ${visit}`).toBe(404)
      const csp = expectCommonHeaders(response!)
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      if (path === '/no-such-page') {
        expect(nonce).toBeUndefined()
        expect(csp).toContain("script-src 'self' 'unsafe-inline'")
      } else {
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
        expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0)
      }
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
      await expectHydrated(page)
      await expectNoViolations(page, messages)
    }
  }
})

test('/dashboard signed in: nonce policy, realtime socket allowed, no violations', async ({
  page,
}) => {
  const messages = await watchViolations(page)
  await signInThroughForm(page, demo.member.email, demo.member.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const response = await page.reload()
  const csp = expectCommonHeaders(response!)
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(csp).toContain('ws://127.0.0.1:')
  expect(observatoryScore(response!.headers(), { https: false }).grade).toBe('A+')
  await expectHydrated(page)
  await expectNoViolations(page, messages)
})

test('/admin signed in as admin: nonce policy, no violations', async ({ page }) => {
  const messages = await watchViolations(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
  const response = await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin$/)
  expect(expectCommonHeaders(response!)).toContain("'nonce-")
  await expectNoViolations(page, messages)
})

// proxy.ts answers an admin detail page for an unknown id with the 404 page through a rewrite,
// which must keep the nonce policy of the path asked for.
test('an unknown admin record: 404, nonce policy, no violations, hydrates', async ({ page }) => {
  const messages = await watchViolations(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
  const response = await page.goto('/admin/orders/6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f')
  expect(response?.status()).toBe(404)
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(expectCommonHeaders(response!))?.[1]
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expectHydrated(page)
  await expectNoViolations(page, messages)
})

for (const path of ['/auth', '/', '/articles/making-group-projects-work/']) {
  test(`an injected inline script without the nonce is refused on ${path}`, async ({ page }) => {
    await watchViolations(page)
    await page.goto(path)
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBeGreaterThan(0)
  })
}

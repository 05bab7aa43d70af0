import { expect, test, type Page } from '@playwright/test'

import { latestMail, uniqueEmail } from './accounts-support'
import { dismissConsent } from './support'

function beaconCount(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics')) seen.push(request.postData() ?? '')
  })
  return seen
}

test('contact: a rejected message keeps what was typed; a sent one says when to expect a reply', async ({
  page,
  request,
}) => {
  await dismissConsent(page)
  const email = uniqueEmail('contact')
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Casey')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('When can I book a statistics session?')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Please choose a topic.')).toBeVisible()
  await expect(form.getByLabel('Message')).toHaveValue('When can I book a statistics session?')
  await form.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Privacy and my data' })
  await expect(form.getByRole('link', { name: 'profile' })).toBeVisible()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText(/We reply within one working day/)).toBeVisible()
  expect((await latestMail(request, email)).subject).toContain('We received your message')
})

test('analytics is off by default, on after Accept all, off again after Reject all', async ({
  page,
}) => {
  const seen = beaconCount(page)
  await page.goto('/careers')
  await page.getByRole('button', { name: 'Reject all' }).waitFor()
  await page.waitForTimeout(500)
  expect(seen).toHaveLength(0)
  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => seen.length).toBe(1)
  await page.goto('/cookies')
  await expect(page.getByTestId('analytics-status')).toHaveText('Analytics: on')
  await expect.poll(() => seen.length).toBe(2)
  await page.getByRole('button', { name: 'Turn analytics off' }).click()
  await expect(page.getByTestId('analytics-status')).toHaveText('Analytics: off')
  await page.getByRole('link', { name: 'Careers' }).first().click()
  await page.waitForTimeout(500)
  expect(seen).toHaveLength(2)
})

test('analytics stays off under Global Privacy Control, and the route refuses Sec-GPC', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true })
  })
  const seen = beaconCount(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await page.goto('/cookies')
  await expect(page.getByTestId('analytics-status')).toHaveText('Analytics: off')
  expect(seen).toHaveLength(0)
  const refused = await request.post('/api/analytics', {
    headers: { 'sec-gpc': '1', 'content-type': 'text/plain' },
    data: JSON.stringify({
      consent: 'analytics',
      name: 'page_view',
      path: '/',
      sessionId: 'abcdefgh12',
    }),
  })
  expect(refused.status()).toBe(403)
})

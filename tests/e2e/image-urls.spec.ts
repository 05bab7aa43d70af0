import { expect, test } from '@playwright/test'

// Malformed or off-site /_next/image URLs answer 400 (issue 17, point 9): none reaches a fetch
// that fails with a 500, and none is fetched from another host.
const supabase = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'

const urls = [
  '/\\evil.example',
  '/\\\\evil.example',
  '\\\\evil.example',
  '//evil.example',
  '/%2F/evil.example',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://evil.example/a.png',
  'https://evil.example/storage/v1/object/public/a.png',
  `${supabase}/storage/v1/object/public/../../rest/v1/leads`,
  `${supabase}/rest/v1/leads`,
  `${supabase}/storage/v1/object/public/covers/a.png?x=1`,
  '/icon.svg',
  '/_next/image?url=/icon.svg&w=64&q=75',
  '/../../etc/passwd',
  '',
  ' ',
  'http://[::1]/a.png',
]

for (const url of urls) {
  test(`/_next/image?url=${JSON.stringify(url)} answers 400`, async ({ request }) => {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`, {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
  })
}

test('raw malformed encodings and parameters answer 4xx, never 5xx', async ({ request }) => {
  for (const query of [
    'url=%2F%5Cevil.example&w=64&q=75',
    'url=%E0%A4%A&w=64&q=75',
    'url=%2Ficon.svg&w=abc&q=75',
    'url=%2Ficon.svg&w=64&q=101',
    'url=%2Ficon.svg&w=-1&q=75',
    'url=%2Ficon.svg&url=%2F%5Cevil.example&w=64&q=75',
    'url[]=x&w=64&q=75',
    '',
  ]) {
    const response = await request.get(`/_next/image?${query}`, { maxRedirects: 0 })
    expect(response.status(), query).toBeGreaterThanOrEqual(400)
    expect(response.status(), query).toBeLessThan(500)
  }
})

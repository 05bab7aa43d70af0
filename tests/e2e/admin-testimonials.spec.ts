import { expect, test } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { serviceRest } from './service-rest'
import { dismissConsent } from './support'

const COUNT = 11

// Both tests add rows to the one display order, and the paging test reads positions across page
// boundaries: a row the other test adds at the front while it runs shifts every page by one. They
// run one after the other in one worker (the file is otherwise fully parallel).
test.describe.configure({ mode: 'default' })

test('the testimonials list pages, and a move from a page’s first row lands on the page before', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // Pending (so the home page is untouched) and last in the order: with 11 of them and 10 rows a
  // page, every row on the last page is one of these, and so is the row before it.
  const run = Date.now().toString(36)
  const names = Array.from({ length: COUNT }, (_, i) => `Paging ${run} ${i + 1}`)
  const inserted = await serviceRest<{ id: string }[]>('testimonials', {
    method: 'POST',
    body: JSON.stringify(
      names.map((name, i) => ({
        name,
        rating: 4,
        quote: 'Kept for the paging test.',
        status: 'pending',
        sort_order: 1_000_000 + i,
      })),
    ),
  })

  try {
    await dismissConsent(page)
    await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/testimonials?size=10')
    const list = page.getByRole('list', { name: 'Testimonials in display order' })
    await expect(list.getByRole('listitem')).toHaveCount(10)
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible()

    await page.getByRole('link', { name: 'Last' }).click()
    await expect(page).toHaveURL(/[?&]page=\d+/)
    const lastPage = Number(new URL(page.url()).searchParams.get('page'))
    const first = list.getByRole('listitem').first()
    const name = (await first.locator('.font-semibold').innerText()).trim()
    expect(names).toContain(name)

    await page.getByRole('button', { name: `Move ${name} up` }).click()
    await expect(page.getByText(`on page ${lastPage - 1}. Order saved.`)).toBeAttached()
    await expect(list.getByText(name, { exact: true })).toHaveCount(0)
    // The keyboard stays in the list: on the row that took the moved one's place.
    const swapped = names[names.indexOf(name) - 1]!
    await expect(list.getByRole('listitem').first().locator('.font-semibold')).toHaveText(swapped)
    await expect(page.getByRole('button', { name: `Move ${swapped} up` })).toBeFocused()

    await page.getByRole('link', { name: 'Previous' }).click()
    await expect(list.getByRole('listitem').last().locator('.font-semibold')).toHaveText(name)

    const stored = await serviceRest<{ name: string }[]>(
      `testimonials?select=name&name=like.Paging%20${run}*&order=sort_order,created_at,id`,
    )
    const before = names.indexOf(name)
    expect(stored.map((row) => row.name)).toEqual([
      ...names.slice(0, before - 1),
      name,
      names[before - 1],
      ...names.slice(before + 1),
    ])
  } finally {
    await serviceRest(`testimonials?id=in.(${inserted.map((row) => row.id).join(',')})`, {
      method: 'DELETE',
    })
  }
})

test('the keyboard keeps its place through a move within the page and a Reject', async ({
  page,
}) => {
  // Pending and first in the order, so the home page is untouched.
  const run = Date.now().toString(36)
  const [first, second] = [`Keyboard ${run} A`, `Keyboard ${run} B`]
  const inserted = await serviceRest<{ id: string }[]>('testimonials', {
    method: 'POST',
    body: JSON.stringify(
      [first, second].map((name, i) => ({
        name,
        rating: 5,
        quote: 'Kept for the focus test.',
        status: 'pending',
        sort_order: -2_000_000 + i,
      })),
    ),
  })

  try {
    await dismissConsent(page)
    await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/testimonials?size=10')
    const list = page.getByRole('list', { name: 'Testimonials in display order' })
    await expect(list.getByRole('listitem').first()).toContainText(first)

    await page.getByRole('button', { name: `Move ${first} down` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${first} moved to position 2. Order saved.`)).toBeAttached()
    await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: `Move ${first} up` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${first} moved to position 1. Order saved.`)).toBeAttached()
    await expect(list.getByRole('listitem').first()).toContainText(first)
    await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeFocused()

    // Reject leaves the row once pressed; its feature toggle takes the keyboard.
    await page.getByRole('button', { name: `Reject ${first}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${first} rejected.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Reject ${first}` })).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: new RegExp(`^Feature on the home page\\s*: ${first}$`) }),
    ).toBeFocused()
  } finally {
    await serviceRest(`testimonials?id=in.(${inserted.map((row) => row.id).join(',')})`, {
      method: 'DELETE',
    })
  }
})

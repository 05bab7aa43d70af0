import { expect, test, type Page } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { serviceRest } from './service-rest'
import { dismissConsent } from './support'

const COUNT = 11

// Every test here adds rows to the one display order, and the paging test reads positions across
// page boundaries: a row another test adds at the front (or creates at the end) while it runs
// shifts its pages. They run one after the other in one worker (the suite is otherwise fully
// parallel), so no other spec may add testimonials.
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

type Stored = {
  id: string
  university: string | null
  country: string | null
  rating: number
  quote: string
  status: string
  is_featured: boolean
  sort_order: number
  created_at: string
}

async function signInAsAdmin(page: Page) {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page).toHaveURL(/\/admin$/)
}

async function storedNamed(name: string) {
  return serviceRest<Stored[]>(
    `testimonials?name=eq.${encodeURIComponent(name)}&select=id,university,country,rating,quote,status,is_featured,sort_order,created_at`,
    { method: 'GET' },
  )
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

const successStories = (page: Page) => page.getByRole('region', { name: 'Success Stories' })

/**
 * Types the quote until the form counts it: what is typed before the form has hydrated is not in
 * its state, so the other fields are filled after this.
 */
async function fillQuoteOnceHydrated(page: Page, quote: string) {
  const form = page.getByRole('form', { name: 'New testimonial' })
  await expect(async () => {
    await form.getByLabel('Quote').fill(quote)
    await expect(form.getByText(`${quote.length} of 2000 characters`)).toBeVisible({
      timeout: 1_000,
    })
  }).toPass()
}

test('a testimonial is created from the list, shown on the home page once approved and featured, then deleted from its editor', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Created ${Date.now().toString(36)}`
  const quote = 'The feedback on my essay plan changed how I build an argument.'

  try {
    await signInAsAdmin(page)
    await page.goto('/admin/testimonials')
    await page.getByRole('link', { name: 'New testimonial' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/testimonials\/new$/)
    await expect(page).toHaveTitle('New testimonial | Admin')
    const form = page.getByRole('form', { name: 'New testimonial' })
    await fillQuoteOnceHydrated(page, quote)
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('University').fill('University of Leeds')
    await expect(form.getByLabel('Status')).toHaveValue('pending')
    await form.getByLabel('Rating').selectOption('4')
    await form.getByRole('button', { name: 'Create testimonial' }).focus()
    await page.keyboard.press('Enter')

    // Its editor opens with the keyboard on its heading.
    await expect(page).toHaveURL(/\/admin\/testimonials\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').at(-1)!
    await expect(page).toHaveTitle(`Edit testimonial from ${name} | Admin`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Testimonial from ${name}` }),
    ).toBeFocused()
    await expect(
      page.getByRole('form', { name: 'Edit testimonial' }).getByLabel('Rating'),
    ).toHaveValue('4')

    const [created] = await storedNamed(name)
    expect(created).toMatchObject({
      id,
      university: 'University of Leeds',
      country: null,
      rating: 4,
      quote,
      status: 'pending',
      is_featured: false,
    })
    // At the end of the order: no testimonial there before it sorts after it.
    expect(
      await serviceRest(
        `testimonials?select=id&created_at=lt.${encodeURIComponent(created!.created_at)}&sort_order=gt.${created!.sort_order}`,
        { method: 'GET' },
      ),
    ).toEqual([])

    await page.goto('/admin/testimonials?size=100')
    const list = page.getByRole('list', { name: 'Testimonials in display order' })
    const row = list.getByRole('listitem').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('pending')
    await row.getByRole('button', { name: `Approve ${name}` }).click()
    await expect(toast(page, `${name} approved.`)).toBeVisible()
    await row
      .getByRole('button', { name: new RegExp(`^Feature on the home page\\s*: ${name}$`) })
      .click()
    await expect(toast(page, `${name} featured.`)).toBeVisible()

    await page.goto('/')
    await expect(successStories(page).getByText(name)).toBeVisible()

    await page.goto(`/admin/testimonials/${id}`)
    const deleteButton = page.getByRole('button', { name: 'Delete testimonial' })
    await deleteButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Delete 1 testimonial?' })
    await expect(dialog).toContainText(
      `“Testimonial from ${name}” will be deleted and taken off the home page. This cannot be undone.`,
    )
    // Escape keeps it, and gives the keyboard back to the button.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(deleteButton).toBeFocused()
    expect(await storedNamed(name)).toHaveLength(1)

    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/testimonials$/)
    await expect(toast(page, 'Deleted the testimonial')).toBeVisible()
    // Its page has gone: the keyboard starts again at the list's heading, not on the page body.
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeFocused()
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await expect(list.getByText(name, { exact: true })).toHaveCount(0)
    expect(await storedNamed(name)).toEqual([])

    await page.goto('/')
    await expect(successStories(page).getByRole('listitem').first()).toBeVisible()
    await expect(successStories(page).getByText(name)).toHaveCount(0)
  } finally {
    await serviceRest(`testimonials?name=eq.${encodeURIComponent(name)}`, { method: 'DELETE' })
  }
})

test('the new-testimonial form says what is missing and puts the keyboard on the first field to fix', async ({
  page,
}) => {
  const name = `Unsent ${Date.now().toString(36)}`
  await signInAsAdmin(page)
  await page.goto('/admin/testimonials/new')
  const form = page.getByRole('form', { name: 'New testimonial' })
  await fillQuoteOnceHydrated(page, 'Only a quote.')
  // No rating is assumed: it starts unchosen.
  await expect(form.getByLabel('Rating')).toHaveValue('')

  await form.getByRole('button', { name: 'Create testimonial' }).focus()
  await page.keyboard.press('Enter')
  const nameField = form.getByLabel('Name', { exact: true })
  await expect(nameField).toBeFocused()
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toHaveAccessibleDescription('Enter a name.')
  await expect(form.getByLabel('Rating')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Rating')).toHaveAccessibleDescription('Choose a rating.')
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/)

  // Named but still unrated: the rating is the field to fix now.
  await nameField.fill(name)
  await form.getByRole('button', { name: 'Create testimonial' }).focus()
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('Rating')).toBeFocused()
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/)
  expect(await storedNamed(name)).toEqual([])
})

import { expect, test } from '@playwright/test'

import { demo, signInThroughForm } from './accounts-support'
import { dismissConsent } from './support'
import { serviceRest } from './service-rest'

type Membership = { id: string; plan: string; status: string }

const studentMemberships = () =>
  serviceRest<Membership[]>(
    `memberships?select=id,plan,status&user_id=eq.${demo.student.id}&order=started_at.desc`,
  )

test('a plan typed in another case is granted as the plan in use, then revoked', async ({
  page,
}) => {
  await dismissConsent(page)
  await signInThroughForm(page, demo.admin.email, demo.admin.password, '/admin-auth')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible()
  await page.goto(`/admin/students/${demo.student.id}`)
  const grant = page.getByRole('form', { name: 'Grant a membership' })
  const plan = grant.getByLabel('Plan')
  // The seeded member's plan is suggested as the admin types.
  await expect(page.locator('#membership-plans option[value="annual"]')).toHaveCount(1)
  await expect(plan).toHaveAttribute('list', 'membership-plans')

  await plan.fill('ANNUAL')
  await grant.getByRole('button', { name: 'Grant membership' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'annual membership granted' }),
  ).toBeVisible()
  const [granted] = await studentMemberships()
  expect(granted).toMatchObject({ plan: 'annual', status: 'active' })

  await page.getByRole('button', { name: 'Revoke the annual membership' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke membership' }).click()
  // The dialog hides the page from assistive technology while the action runs, so the outcome is
  // read from the toast and the row, not from the Revoke button's absence.
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'annual membership revoked' }),
  ).toBeVisible()
  await expect
    .poll(async () => (await studentMemberships()).find((row) => row.id === granted?.id)?.status)
    .toBe('cancelled')
  await expect(page.getByRole('button', { name: 'Revoke the annual membership' })).toHaveCount(0)
})

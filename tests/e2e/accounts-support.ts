import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Supabase Local as the e2e webServer runs it (the URL the app was built for). */
export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? 'http://127.0.0.1:54321'

/** The seeded accounts (supabase/seed.sql). */
export const demo = {
  admin: {
    id: 'a0000000-0000-4000-8000-000000000001',
    email: 'admin@scholarlysupport.co',
    password: 'AdminPass123',
  },
  member: {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'member@scholarlysupport.co',
    password: 'MemberPass123',
  },
  student: {
    id: 'a0000000-0000-4000-8000-000000000003',
    email: 'student@scholarlysupport.co',
    password: 'StudentPass123',
  },
}

let counter = 0
export function uniqueEmail(label: string) {
  counter += 1
  return `${label}-${Date.now()}-${counter}@example.org`
}

type OutboxMessage = { subject: string; links: string[]; kind: string }

/** Waits for an email to reach Supabase Local's outbox and returns the newest one. */
export async function latestMail(request: APIRequestContext, to: string, kind?: string) {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${supabaseUrl}/mail/api/messages?to=${encodeURIComponent(to)}`,
        )
        const { messages } = (await response.json()) as { messages: OutboxMessage[] }
        found = messages.find((message) => !kind || message.kind === kind)
        return found !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

export function verifyLink(message: OutboxMessage) {
  const link = message.links.find((href) => href.includes('/auth/v1/verify'))
  if (!link) throw new Error(`No verification link in "${message.subject}"`)
  return link
}

export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  path = '/auth',
) {
  await page.goto(path)
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email)
  await page
    .getByRole('form', { name: 'Sign in' })
    .getByLabel('Password', { exact: true })
    .fill(password)
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click()
}

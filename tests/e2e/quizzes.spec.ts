import { expect, test, type Page } from '@playwright/test'

import { demo, signInThroughForm, supabaseUrl } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'
import { dismissConsent, toastTexts } from './support'
import { createTimedQuiz } from './timed-quiz'
import { LOCAL_ANON_KEY } from '../../lib/supabase/local-defaults'

test.beforeEach(async ({ page }) => dismissConsent(page))

/** Presses Tab until the focused element's text or label matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.innerText ?? ''}`.trim()
    })
    if (name.test(label)) return
  }
  throw new Error(`Could not reach ${name} with Tab`)
}

test('lists quizzes with counts and pass marks, filtered by the query string', async ({
  request,
}) => {
  const html = await (await request.get('/quizzes?difficulty=beginner')).text()
  expect(html).toContain('Essay Structure and Argument')
  expect(html).not.toContain('Statistics Basics for Coursework')
  expect(html).toMatch(/Pass mark/)
})

test('a filtered view that matches nothing says so and is kept out of search engines', async ({
  page,
}) => {
  const response = await page.goto('/quizzes?category=no-such-category&difficulty=advanced')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('No quizzes match these filters.')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.goto('/quizzes?difficulty=beginner')
  await expect(page.getByText('No quizzes match these filters.')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the quiz page loads without console errors', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/quiz/essay-structure')
  await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test('answer keys are not in the page before submission', async ({ request }) => {
  const html = await (await request.get('/quiz/essay-structure')).text()
  expect(html).toContain('Which is the strongest thesis statement')
  expect(html).not.toContain('A thesis answers the question and takes a position')
})

test('redirects the id form to the slug and 404s unknown quizzes', async ({ page, request }) => {
  const response = await request.get(
    `${supabaseUrl}/rest/v1/quizzes?select=id&slug=eq.essay-structure`,
    { headers: { apikey: LOCAL_ANON_KEY } },
  )
  const [quiz] = (await response.json()) as { id: string }[]
  const id = quiz?.id ?? ''
  const redirect = await request.get(`/quiz/${id}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  await page.goto(`/quiz/${id}`)
  await expect(page).toHaveURL(/\/quiz\/essay-structure\/?$/)
  const missing = await page.goto('/quiz/no-such-quiz')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('a renamed quiz’s old address redirects permanently to the new one, query kept', async ({
  page,
  request,
}) => {
  const slug = `renamed-quiz-e2e-${Date.now()}`
  const [created] = await serviceRest<{ id: string }[]>('quizzes', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title: 'Renamed quiz',
      status: 'published',
      published_at: new Date().toISOString(),
    }),
  })
  try {
    await serviceRest(`quizzes?id=eq.${created!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: `${slug}-new` }),
    })
    const response = await request.get(`/quiz/${slug}/`, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(new RegExp(`/quiz/${slug}-new/$`))
    await page.goto(`/quiz/${slug}/?utm_source=newsletter`)
    await expect(page).toHaveURL(new RegExp(`/quiz/${slug}-new/\\?utm_source=newsletter$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed quiz' })).toBeVisible()
  } finally {
    await serviceRest(`quizzes?id=eq.${created!.id}`, { method: 'DELETE' })
  }
})

test('a quiz can be taken with the keyboard alone, with results and explanations', async ({
  page,
}) => {
  await page.goto('/quiz/essay-structure')
  await tabTo(page, /^Start the quiz$/)
  await page.keyboard.press('Enter')
  for (let n = 1; n <= 8; n++) {
    // Question 4 (select all that apply) is worth two points; the others one each.
    const name = n === 4 ? 'Question 4 of 8 · 2 points' : `Question ${n} of 8`
    await expect(page.getByRole('heading', { name, exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    const tag = await page.evaluate(() => (document.activeElement as HTMLInputElement).type)
    if (tag === 'text') await page.keyboard.type('topic sentence')
    else await page.keyboard.press('Space')
    await tabTo(page, n < 8 ? /^Next$/ : /^Review answers$/)
    await page.keyboard.press('Enter')
  }
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused()
  await tabTo(page, /^Submit answers$/)
  await page.keyboard.press('Enter')
  const heading = page.getByRole('heading', { name: /You passed|Not passed this time/ })
  await expect(heading).toBeFocused()
  await expect(
    page.getByText(/You scored \d out of 9 points \(\d+%\), with \d of 8 questions right\./),
  ).toBeVisible()
  await expect(page.getByText('Correct answer:')).toHaveCount(8)
  await expect(page.getByText(/A thesis answers the question and takes a position/)).toBeVisible()
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
})

test('a visitor’s attempt is kept when they sign in from the result', async ({ page }) => {
  const [quiz] = await serviceRest<{ id: string }[]>('quizzes?slug=eq.statistics-basics&select=id')
  await serviceRest(`quiz_attempts?user_id=eq.${demo.member.id}&quiz_id=eq.${quiz!.id}`, {
    method: 'DELETE',
  })
  await page.goto('/quiz/statistics-basics')
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  for (let n = 1; n <= 9; n++) {
    const input = page.getByRole('main').locator('input').first()
    if ((await input.evaluate((el: HTMLInputElement) => el.type)) === 'text')
      await input.fill('mode')
    else await input.check()
    await page.getByRole('button', { name: n < 9 ? 'Next' : 'Review answers' }).click()
  }
  await page.getByRole('button', { name: 'Submit answers' }).click()
  const result = page.getByRole('heading', { name: /You passed|Not passed this time/ })
  await expect(result.or(page.locator('[data-sonner-toast]')).first()).toBeVisible()
  expect(await toastTexts(page)).toEqual([])
  await expect(result).toBeFocused()
  await page.getByRole('link', { name: 'Sign in to keep this result' }).click()
  await expect(page).toHaveURL(/\/auth\?next=/)
  await signInThroughForm(page, demo.member.email, demo.member.password, page.url())
  await expect(page).toHaveURL(/\/quiz\/statistics-basics\/?$/)
  await expect(page.getByText('Saved to your').first()).toBeVisible()
  await page.goto('/dashboard')
  await expect(
    page.getByRole('link', { name: /Retake Statistics Basics for Coursework/ }),
  ).toBeVisible()
})

test('a timed quiz can be taken with the time limit turned off, and keeps its timer by default', async ({
  page,
}) => {
  // WCAG 2.2.1 Timing Adjustable ("turn off"). The browser's clock is faked so the test can skip
  // past the 10-minute limit; the server's deadline does not apply to an untimed session.
  await page.clock.install()
  await page.goto('/quiz/referencing-basics')
  const turnOff = page.getByRole('checkbox', { name: 'Turn off the time limit' })
  await expect(page.getByText(/The 10-minute timer starts when you begin/)).toBeVisible()
  await expect(turnOff).not.toBeChecked()
  await expect(turnOff).toHaveAccessibleDescription(
    'Take as long as you need; the quiz will not submit itself.',
  )

  // By default the countdown runs.
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(page.getByRole('heading', { name: /^Question 1 of 10/ })).toBeFocused()
  await expect(page.getByRole('timer')).toHaveText(/^Time left: \d+:\d\d$/)

  // Turned off: no countdown, and nothing submits itself when the limit has long passed.
  await page.reload()
  await turnOff.check()
  await expect(page.getByText(/With the time limit off there is no timer/)).toBeVisible()
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  const first = page.getByRole('heading', { name: /^Question 1 of 10/ })
  await expect(first).toBeFocused()
  await expect(page.getByText(/Time left/)).toHaveCount(0)
  await page.clock.fastForward('11:00')
  await expect(first).toBeVisible()
  await expect(page.getByText(/Time left/)).toHaveCount(0)

  for (let n = 1; n <= 10; n++) {
    await expect(
      page.getByRole('heading', { name: new RegExp(`^Question ${n} of 10`) }),
    ).toBeVisible()
    const input = page.getByRole('main').locator('input').first()
    if ((await input.evaluate((el: HTMLInputElement) => el.type)) === 'text')
      await input.fill('et al.')
    else await input.check()
    await page.getByRole('button', { name: n < 10 ? 'Next' : 'Review answers' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused()
  await expect(page.getByText(/Time left/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Submit answers' }).click()
  const result = page.getByRole('heading', { name: /You passed|Not passed this time/ })
  await expect(result.or(page.locator('[data-sonner-toast]')).first()).toBeVisible()
  expect(await toastTexts(page)).toEqual([])
  await expect(result).toBeFocused()
  await expect(page.getByText(/You scored \d+ out of \d+ points/)).toBeVisible()
})

test('a timed quiz speaks its countdown at milestones, not every second', async ({ page }) => {
  // The browser's clock is faked, then paused, so the countdown can be stepped a second at a time.
  await page.clock.install()
  await page.goto('/quiz/referencing-basics')
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(page.getByRole('heading', { name: /^Question 1 of 10/ })).toBeFocused()
  const timer = page.getByRole('timer')
  const spoken = page.getByTestId('quiz-time-announcement')
  await expect(timer).toHaveText(/^Time left: 9:\d\d$/)
  await expect(spoken).toHaveAttribute('role', 'status')
  await expect(spoken).toHaveText('')

  // Five minutes and twenty seconds on, less the few seconds the start took.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 320_000)
  await expect(timer).toHaveText(/^Time left: 4:\d\d$/)
  const [minutes, seconds] = (await timer.innerText()).replace('Time left: ', '').split(':')
  const left = Number(minutes) * 60 + Number(seconds)
  await expect(spoken).toHaveText('5 minutes left')
  await page.clock.runFor(1000)
  const clock = (s: number) => `Time left: ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
  await expect(timer).toHaveText(clock(left - 1))
  await expect(spoken).toHaveText('5 minutes left')

  // The last minute: the clock still ticks every second, the live region only at 30 s.
  await page.clock.fastForward((left - 1 - 45) * 1000)
  await expect(timer).toHaveText('Time left: 0:45')
  await expect(timer).toHaveAttribute('aria-live', 'off')
  await expect(spoken).toHaveText('1 minute left')
  await page.clock.runFor(1000)
  await expect(timer).toHaveText('Time left: 0:44')
  await expect(spoken).toHaveText('1 minute left')
  await page.clock.runFor(14_000)
  await expect(timer).toHaveText('Time left: 0:30')
  await expect(spoken).toHaveText('30 seconds left')
})

test('a timed quiz sent after its limit keeps the answers on screen and offers a retake', async ({
  page,
}) => {
  // A laptop asleep past the limit: the browser's clock jumps ahead and the server's session is
  // moved back as far, so the server refuses the attempt as late (more than 30 s after the limit).
  const quiz = await createTimedQuiz('late-answers', 'Late answers check')
  try {
    await page.clock.install()
    await page.goto(`/quiz/${quiz.slug}/`)
    await page.getByRole('button', { name: 'Start the quiz' }).click()
    await expect(page.getByRole('heading', { name: /^Question 1 of 2/ })).toBeFocused()
    await page.getByLabel('True').check()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('textbox', { name: 'Name one referencing style.' }).fill('Harvard')

    const sessions = await serviceRest<unknown[]>(
      `quiz_sessions?quiz_id=eq.${quiz.id}&submitted_at=is.null`,
      {
        method: 'PATCH',
        body: JSON.stringify({ started_at: new Date(Date.now() - 6 * 60_000).toISOString() }),
      },
    )
    expect(sessions).toHaveLength(1)
    await page.clock.fastForward('06:00')

    const heading = page.getByRole('heading', {
      name: 'Time limit passed: this attempt was not recorded',
    })
    await expect(heading).toBeFocused()
    await expect(page.getByText(/after the 5-minute time limit had run out/)).toBeVisible()
    expect(await toastTexts(page)).toEqual([])
    await expect(page.getByRole('timer')).toHaveCount(0)
    const answered = (prompt: string) => page.getByRole('listitem').filter({ hasText: prompt })
    await expect(answered('A thesis takes a position.')).toContainText('Your answer: True')
    await expect(answered('Name one referencing style.')).toContainText('Your answer: Harvard')
    await expectNoAxeViolations(page)
    // Nothing was marked or kept: the session is still the unsubmitted one the quiz started.
    const [session] = await serviceRest<{ submitted_at: string | null; result: unknown }[]>(
      `quiz_sessions?quiz_id=eq.${quiz.id}&select=submitted_at,result`,
    )
    expect(session).toEqual({ submitted_at: null, result: null })

    await page.getByRole('button', { name: 'Retake this quiz' }).click()
    await expect(page.getByRole('checkbox', { name: 'Turn off the time limit' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeEnabled()
    // The screen the keyboard was on has gone; it carries on at the button that starts again.
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeFocused()
  } finally {
    await quiz.remove()
  }
})

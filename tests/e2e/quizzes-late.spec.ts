import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { serviceRest } from './service-rest'
import { dismissConsent, toastTexts } from './support'
import { createTimedQuiz } from './timed-quiz'

test.beforeEach(async ({ page }) => dismissConsent(page))

/** Moves the quiz's open session back by `ms`, as if it had been started that long ago. */
async function backdateSession(quizId: string, ms: number) {
  const sessions = await serviceRest<{ id: string }[]>(
    `quiz_sessions?quiz_id=eq.${quizId}&submitted_at=is.null`,
    {
      method: 'PATCH',
      body: JSON.stringify({ started_at: new Date(Date.now() - ms).toISOString() }),
    },
  )
  expect(sessions).toHaveLength(1)
  return sessions[0]!.id
}

async function answerBoth(page: Page) {
  await expect(page.getByRole('heading', { name: /^Question 1 of 2/ })).toBeFocused()
  await page.getByLabel('True').check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Name one referencing style.' }).fill('Harvard')
}

async function expectAnswersShown(page: Page) {
  const answered = (prompt: string) => page.getByRole('listitem').filter({ hasText: prompt })
  await expect(answered('A thesis takes a position.')).toContainText('Your answer: True')
  await expect(answered('Name one referencing style.')).toContainText('Your answer: Harvard')
}

const keptKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('quiz-not-recorded:')),
  )

test('a late timed quiz keeps its answers and message across a reload, until it is retaken', async ({
  page,
}) => {
  // As in quizzes.spec.ts: the browser's clock jumps past the limit and the server's session is
  // moved back as far, so the server refuses the attempt as late.
  const quiz = await createTimedQuiz('not-recorded', 'Not recorded check')
  try {
    await page.clock.install()
    await page.goto(`/quiz/${quiz.slug}/`)
    await page.getByRole('button', { name: 'Start the quiz' }).click()
    await answerBoth(page)
    await backdateSession(quiz.id, 6 * 60_000)
    await page.clock.fastForward('06:00')
    const heading = page.getByRole('heading', {
      name: 'Time limit passed: this attempt was not recorded',
    })
    await expect(heading).toBeFocused()
    expect(await keptKeys(page)).toEqual([`quiz-not-recorded:${quiz.id}`])

    await page.reload()
    await expect(heading).toBeFocused()
    await expect(page.getByText(/after the 5-minute time limit had run out/)).toBeVisible()
    await expectAnswersShown(page)
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toHaveCount(0)
    await expect(page.getByRole('timer')).toHaveCount(0)
    expect(await toastTexts(page)).toEqual([])
    await expectNoAxeViolations(page)

    // From the focused heading the keyboard's next stop is the retake, which forgets the answers.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Retake this quiz' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeFocused()
    expect(await keptKeys(page)).toEqual([])

    await page.reload()
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeEnabled()
    await page.waitForLoadState('networkidle')
    await expect(heading).toHaveCount(0)
    await expect(page.getByText('Your answer: Harvard')).toHaveCount(0)
  } finally {
    await quiz.remove()
  }
})

test('a quiz session closed after a day says so in the page, with the answers kept', async ({
  page,
}) => {
  const quiz = await createTimedQuiz('not-recorded', 'Not recorded check')
  try {
    await page.goto(`/quiz/${quiz.slug}/`)
    await page.getByRole('checkbox', { name: 'Turn off the time limit' }).check()
    await page.getByRole('button', { name: 'Start the quiz' }).click()
    await answerBoth(page)
    await page.getByRole('button', { name: 'Review answers' }).click()
    await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused()

    // A day later: the session is over a day old, and the next quiz anyone starts clears such
    // sessions away (start_quiz_attempt), as it would have while the tab sat open.
    const stale = await backdateSession(quiz.id, 25 * 60 * 60_000)
    await serviceRest('rpc/start_quiz_attempt', {
      method: 'POST',
      body: JSON.stringify({ quiz_id: quiz.id, untimed: false }),
    })
    expect(await serviceRest<unknown[]>(`quiz_sessions?id=eq.${stale}&select=id`)).toEqual([])

    await page.getByRole('button', { name: 'Submit answers' }).click()
    const heading = page.getByRole('heading', {
      name: 'Quiz session closed: this attempt was not recorded',
    })
    await expect(heading.or(page.locator('[data-sonner-toast]')).first()).toBeVisible()
    expect(await toastTexts(page)).toEqual([])
    await expect(heading).toBeFocused()
    await expect(page.getByText(/A quiz session closes a day after it starts/)).toBeVisible()
    await expectAnswersShown(page)
    await expect(page.getByRole('button', { name: 'Submit answers' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.reload()
    await expect(heading).toBeFocused()
    await expectAnswersShown(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Start again' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeFocused()
    expect(await keptKeys(page)).toEqual([])
  } finally {
    await quiz.remove()
  }
})

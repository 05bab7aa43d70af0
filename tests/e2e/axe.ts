import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeOptions = {
  /** A selector to audit instead of the whole page. */
  include?: string
  /** Names the page in a failure message when one test audits several. */
  label?: string
  /** Fail on every violation, not only serious and critical ones. */
  anyImpact?: boolean
  /** Run every axe rule (best practices too), not only the WCAG 2.2 AA ones. */
  allRules?: boolean
}

/**
 * Runs axe once the page's entrance animations have finished: a banner still fading in has
 * blended colours that axe reports as low contrast, which no reader ever sees at rest. A toast
 * mounts transparent and starts its transition a frame later, so the wait looks again after two
 * frames until nothing is moving (a few rounds at most).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let round = 0; round < 5; round += 1) {
      await nextFrame()
      await nextFrame()
      const moving = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      if (moving.length === 0) return
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)))
    }
  })
  let builder = new AxeBuilder({ page })
  if (!options.allRules) builder = builder.withTags(WCAG_AA)
  if (options.include) builder = builder.include(options.include)
  const { violations } = await builder.analyze()
  const failing = options.anyImpact
    ? violations
    : violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
  const where = options.label ?? page.url()
  expect(
    failing.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where} ${violation.id}: ${node.target.join(' ')}: ${node.failureSummary}`,
      ),
    ),
  ).toEqual([])
}

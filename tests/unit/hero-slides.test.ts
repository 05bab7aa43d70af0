import { describe, expect, it } from 'vitest'

import { heroSlides } from '@/content/hero-slides'
import { LOW_PERFORMANCE_SLIDE_INDEX } from '@/lib/browser/low-performance'

const text = (slide: (typeof heroSlides)[number]) =>
  [
    slide.badge,
    slide.headline,
    slide.highlight,
    slide.subheadline,
    slide.primaryCta,
    slide.secondaryCta,
    ...slide.features,
    ...slide.benefits,
  ].join('\n')

describe('hero slides', () => {
  it('has one slide of each type, overlay then split then pure', () => {
    expect(heroSlides.map((slide) => slide.type)).toEqual(['overlay', 'split', 'pure'])
  })

  it('gives low-performance devices an existing, undecorated slide', () => {
    expect(heroSlides[LOW_PERFORMANCE_SLIDE_INDEX]?.type).toBe('pure')
  })

  it('has unique ids', () => {
    expect(new Set(heroSlides.map((slide) => slide.id)).size).toBe(heroSlides.length)
  })

  it.each(heroSlides)('slide $id fills every field', (slide) => {
    for (const value of [
      slide.badge,
      slide.headline,
      slide.highlight,
      slide.subheadline,
      slide.primaryCta,
      slide.secondaryCta,
    ]) {
      expect(value.trim()).not.toBe('')
    }
    expect(slide.features.length).toBeGreaterThanOrEqual(2)
    expect(slide.benefits.length).toBeGreaterThanOrEqual(2)
    for (const item of [...slide.features, ...slide.benefits]) expect(item.trim()).not.toBe('')
  })

  it.each(heroSlides)('slide $id shows the spec stats', (slide) => {
    expect(slide.stats.map((stat) => stat.value)).toEqual(['400+', '50+', '4.9', '95%'])
    expect(slide.stats.map((stat) => stat.label.toLowerCase())).toEqual([
      expect.stringContaining('students'),
      expect.stringContaining('countries'),
      expect.stringContaining('rating'),
      expect.stringContaining('success'),
    ])
  })

  it.each(heroSlides)('slide $id never offers to do graded work', (slide) => {
    const offersToDoWork =
      /\b(we|our (tutors|writers|experts))\b[^.]{0,30}\b(write|complete|do|take|sit)\b[^.]{0,20}\b(your|the)\b[^.]{0,20}\b(essay|assignment|homework|exam|dissertation|thesis|coursework)/i
    expect(text(slide)).not.toMatch(offersToDoWork)
    expect(text(slide)).not.toMatch(/\b(guaranteed|guarantee) (grade|pass|a first)|pay someone/i)
  })
})

import { siteConfig } from '@/config/site'

export type HeroSlideType = 'overlay' | 'split' | 'pure'

export type HeroStat = { value: string; label: string }

export type HeroSlide = {
  id: string
  type: HeroSlideType
  badge: string
  headline: string
  /** Shown after the headline in the accent colour. */
  highlight: string
  subheadline: string
  /** Opens the WhatsApp chat. */
  primaryCta: string
  /** Scrolls to the services section. */
  secondaryCta: string
  stats: readonly HeroStat[]
  features: readonly string[]
  benefits: readonly string[]
}

/** The hero stats of the spec: 400+ students, 50+ countries, 4.9 rating, 95% success. */
export const heroStats: readonly HeroStat[] = [
  { value: siteConfig.claims.students, label: 'students supported' },
  { value: siteConfig.claims.countries, label: 'countries' },
  { value: siteConfig.claims.rating, label: 'rating' },
  { value: siteConfig.claims.improve, label: 'success' },
]

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'tutoring',
    type: 'overlay',
    badge: 'Tutoring, feedback and study skills',
    headline: 'Understand your subject.',
    highlight: 'Earn your own grades.',
    subheadline:
      'One-to-one tutoring, honest feedback on drafts you have written and study-skills coaching from tutors who know how universities in the USA, UK, Australia and Canada teach and assess.',
    primaryCta: 'Chat with us on WhatsApp',
    secondaryCta: 'Explore our services',
    stats: heroStats,
    features: [
      'Live one-to-one tutoring',
      'Feedback on your own drafts',
      'Exam and study coaching',
    ],
    benefits: [
      'Tutors matched to your subject and level',
      'Sessions at times that suit your time zone',
      'We teach and explain; we never do graded work for you',
    ],
  },
  {
    id: 'writing-feedback',
    type: 'split',
    badge: 'Writing feedback',
    headline: 'Feedback that helps you',
    highlight: 'improve your own writing',
    subheadline:
      'Send a draft you have written and get clear comments on structure, argument, evidence and referencing, so you can revise it yourself and hand in work that is entirely yours.',
    primaryCta: 'Ask about feedback',
    secondaryCta: 'See how we help',
    stats: heroStats,
    features: [
      'Margin comments and a summary report',
      'Read against your brief and marking criteria',
      'Guidance on academic style and referencing',
    ],
    benefits: [
      'Learn why a change helps, not just what to change',
      'Every word of the final version stays your own',
      'Skills you can use in every future assignment',
    ],
  },
  {
    id: 'study-skills',
    type: 'pure',
    badge: 'Study skills coaching',
    headline: 'Study smarter,',
    highlight: 'not longer',
    subheadline:
      'Build habits that last your whole degree: time management, note-taking, revision and exam technique, coached around your real timetable.',
    primaryCta: 'Start a conversation',
    secondaryCta: 'Browse services',
    stats: heroStats,
    features: ['Personal study plan', 'Revision and exam technique', 'Time management'],
    benefits: [
      'Coaching built around your own schedule',
      'Methods backed by learning research',
      'Support by chat 24/7',
    ],
  },
]

// Relative import: scripts/build-study-guide.ts loads this file with plain Node, which has no @/ alias.
import { siteConfig } from '../config/site.ts'

export type GuideSection = {
  heading: string
  paragraphs: string[]
  bullets?: string[]
}

/** The free Study Success Guide, rendered to PDF by scripts/build-study-guide.ts. */
export const studySuccessGuide = {
  title: 'The Study Success Guide',
  subtitle: 'Evidence-based habits for university students in the USA, UK, Australia and Canada',
  edition: 'Edition 1, November 2026',
  sections: [
    {
      heading: '1. Plan your term backwards from your deadlines',
      paragraphs: [
        'Most students plan forwards: they start the week and see what happens. Students who stay calm in week ten plan backwards. In your first week, copy every assessment date from every course outline into one calendar, then work out when you need to start each piece so that you finish two or three days early.',
        'Break each assignment into steps you can finish in one sitting: read the brief and marking criteria, gather sources, plan the argument, write the first draft, revise, check references, submit. Put each step in your calendar as an appointment with yourself.',
      ],
      bullets: [
        'Essays and reports: start at least three weeks before the deadline.',
        'Exams: start active revision four to six weeks before, a little each day.',
        'Group projects: agree roles and internal deadlines in the first meeting and write them down.',
      ],
    },
    {
      heading: '2. Study in a way that actually sticks',
      paragraphs: [
        'Re-reading notes and highlighting feel productive but do little for long-term memory. Two techniques have decades of research behind them: retrieval practice (testing yourself) and spaced repetition (returning to material over increasing gaps).',
        'After each lecture, close your notes and write down everything you remember, then check what you missed. Turn key ideas into questions, and answer them again after one day, three days, a week and a month.',
      ],
      bullets: [
        'Use past papers and practice questions early, not only the night before.',
        'Explain a concept aloud as if teaching a friend; gaps in your explanation are gaps in your understanding.',
        'Mix topics in a revision session (interleaving) rather than doing one topic for hours.',
      ],
    },
    {
      heading: '3. Write assignments you are proud of',
      paragraphs: [
        'Start with the marking criteria, not the blank page. Underline the command words in the question (analyse, evaluate, compare, discuss) because they tell you what kind of thinking the marker wants to see.',
        'Write a one-sentence answer to the question before you draft. Every paragraph should help prove that sentence: make a point, support it with evidence, explain why the evidence matters, and link back to the question.',
      ],
      bullets: [
        'Leave at least a day between drafting and revising so you read with fresh eyes.',
        'Read your work aloud; sentences you stumble over need rewriting.',
        'Check every in-text citation has a matching reference list entry, in the style your course requires.',
      ],
    },
    {
      heading: '4. Use feedback and support the right way',
      paragraphs: [
        'Feedback is the fastest way to improve, but only if you act on it. Keep a single document of the comments you receive across all courses and look for patterns: if three markers mention unclear structure, that is your next skill to work on.',
        "Tutoring and writing feedback should help you learn to do the work yourself. A good tutor asks questions, explains concepts and comments on your draft; they never write or complete graded work for you. Check your university's rules on acceptable help and on using AI tools, and declare support where your institution asks you to.",
      ],
    },
    {
      heading: '5. Look after the person doing the studying',
      paragraphs: [
        'Sleep is when your brain consolidates what you learned during the day. All-nighters cost more marks than they win. Aim for regular sleep and wake times, especially in the weeks before exams.',
        "Short breaks help focus: try 25 to 50 minutes of concentrated work followed by a 5 to 10 minute break away from your screen. Move, eat properly and keep in touch with friends. If stress or low mood is affecting your studies, contact your university's wellbeing or counselling service early; they see students every day and want to help.",
      ],
    },
    {
      heading: '6. Understand your grading system',
      paragraphs: [
        'Grades mean different things in different countries. In the USA and Canada, courses usually give letter grades that feed a grade point average (GPA), although many Canadian universities also report percentages. In the UK, degrees are classified as First, Upper Second (2:1), Lower Second (2:2) and Third, and a mark of 70% or more is a First. In Australia, grades are usually High Distinction, Distinction, Credit, Pass and Fail.',
        'Knowing your system helps you read feedback sensibly: 68% is a strong mark in the UK, while the same number may be a D+ in parts of Canada. Always check your own course handbook, because scales vary between institutions.',
      ],
    },
  ] satisfies GuideSection[],
  checklist: [
    'All assessment dates are in one calendar.',
    'Each assignment is broken into steps with start dates.',
    'I test myself after lectures instead of only re-reading.',
    'I have a feedback log and know my next skill to improve.',
    "I know my university's rules on acceptable help and AI tools.",
    'I have a regular sleep routine in exam season.',
  ],
  closing: `Want help putting this into practice? ${siteConfig.name} offers one-to-one tutoring, writing feedback and study-skills coaching. We support your learning; we never do graded work for you. Contact us at ${siteConfig.contactEmail}.`,
}

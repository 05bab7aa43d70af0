/** The "why work with us" points on /careers: what tutors and staff can expect, stated plainly. */
export const whyWorkWithUs = {
  heading: 'Why work with us',
  intro:
    'We help university students understand their subjects and build the skills to do their own work well. Everyone here teaches, explains or supports learning; nobody writes graded work for a student.',
  points: [
    {
      title: 'Teaching that respects integrity',
      body: 'You explain, question and give feedback. We turn down requests to complete assessed work, train you to recognise them and back you when you say no.',
    },
    {
      title: 'Hours that fit your life',
      body: 'Most roles are remote and flexible. You choose when you are available, and sessions are booked in your time zone.',
    },
    {
      title: 'Fair, predictable pay',
      body: 'Published rates for each role, paid monthly in your local currency, with paid preparation for a new student’s first session.',
    },
    {
      title: 'Support and training',
      body: 'Onboarding in online teaching and academic integrity, a named contact for questions, and a community of tutors across four countries.',
    },
  ],
} as const

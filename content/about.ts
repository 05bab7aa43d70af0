import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, legalName, contactEmail, careersEmail, postalAddress, supportHours, claims } =
  siteConfig

export const aboutPage: InfoPage = {
  slug: 'about',
  title: 'About Us',
  description: `${name} helps university students in the USA, UK, Australia and Canada learn, write and study better through one-to-one tutoring, honest feedback and study-skills coaching.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      body: `University asks a lot of students: new subjects, unfamiliar ways of writing, heavy reading lists and assessment rules that are rarely explained in full. Many students need help at exactly the moment their university's support is busiest, or closed.

${name} exists to make expert, patient academic support available when students need it, **while keeping the work, and the credit for it, where it belongs: with the student**. We believe the best help leaves you more capable than before, so that next time you need us a little less.`,
    },
    {
      id: 'what-we-do',
      heading: 'What we do',
      body: `- **One-to-one tutoring.** Live online sessions with a tutor in your subject to explain difficult ideas, work through practice problems, plan revision or prepare for exams.
- **Writing feedback.** Detailed comments on a draft you have written, covering structure, argument, use of evidence, clarity and referencing, with clear suggestions for you to act on.
- **Proofreading.** Suggested corrections to spelling, grammar, punctuation and referencing format in your own finished work, following your institution's proofreading policy where it has one.
- **Study-skills coaching.** Practical help with time management, reading, note-taking, exam technique and academic writing.
- **Free learning materials.** [Articles](/articles), [quizzes](/quizzes) and [study resources](/resources) that anyone can use, whether or not they are a customer.`,
    },
    {
      id: 'what-we-never-do',
      heading: 'What we never do',
      body: `Academic integrity is not a footnote for us; it shapes every service we offer.

- **We never write, complete or sit graded work.** That includes assignments, essays, coursework, lab reports, problem sets, dissertations, theses, online quizzes and exams.
- **We never rewrite your argument.** Feedback and proofreading point out problems and explain how to fix them. Your ideas, structure and words stay yours.
- **We never log in to university systems** or take a test on your behalf.
- **We never suggest you hide the help you received.** If your institution asks you to declare support such as proofreading, we encourage you to do so, and we can tell you exactly what help you had.

If an order asks for any of these things, we refuse it, and if we find out after it has started, we cancel it. Our tutors are trained to recognise and refuse these requests. Our [Terms of Service](/terms#academic-integrity) set out these rules in full.`,
    },
    {
      id: 'how-it-works',
      heading: 'How it works',
      body: `1. **Tell us what you need.** Create a free account, choose a service and fill in a short brief: your subject, level of study, country, what you want to improve and any deadlines.
2. **We match you with a tutor.** We choose a tutor who knows your subject and the way your country's universities teach and assess it, and confirm the match by email.
3. **Learn together.** Meet your tutor in a live online session, or receive written feedback on your draft, with comments that explain the reasons behind each suggestion.
4. **Improve your own work.** You decide what to change and make the changes yourself. After each session, your tutor adds a short summary of what you covered and what to practise next.
5. **Tell us how it went.** We ask you to rate every session and order. Every rating is read, and every low rating is followed up.

You can follow your orders and messages from your [dashboard](/dashboard), and our support team is available at any hour by chat.`,
    },
    {
      id: 'our-tutors',
      heading: 'Our tutors and how we vet them',
      body: `Our tutors are subject specialists who enjoy teaching. Many are current or former university teaching assistants, lecturers, writing-centre advisers and postgraduate researchers. Every tutor holds at least a bachelor's degree in the subject they teach, and tutors who support postgraduate students hold a postgraduate degree themselves.

Before anyone tutors with us, they go through five steps:

1. **Qualification and identity check.** We verify degree certificates or transcripts and confirm the tutor's identity.
2. **Subject assessment.** A written task in their subject, plus an exercise in giving feedback on a sample student draft.
3. **Trial session.** A practice session with a member of our tutoring team, who checks that they explain clearly and listen well.
4. **Integrity training.** Every tutor completes our academic-integrity training and agrees to our code of conduct, including refusing and reporting any request for graded work.
5. **Background checks where required.** Where the law requires it, for example for tutors who may work with students under 18, we carry out the appropriate criminal-record check.

Vetting does not stop once a tutor starts. We read every session rating, review samples of written feedback, and follow up any concern a student raises. Tutors who do not meet our standards stop working with us.

Interested in tutoring? See our [Careers](/careers) page or email [${careersEmail}](mailto:${careersEmail}).`,
    },
    {
      id: 'team',
      heading: 'Our Team',
      body: `Behind our tutors is a small team that looks after quality, integrity and support.

- **Eleanor, Founder and Managing Director.** Spent eight years running a university writing centre before starting ${name} to offer the same kind of help outside office hours.
- **Marcus, Head of Tutoring.** A former graduate teaching assistant in statistics, he recruits, trains and supports our tutors across every subject.
- **Priya, Head of Writing Feedback.** Has taught academic English and referencing to undergraduates and postgraduates for more than a decade, and sets the standards for our feedback and proofreading.
- **Liam, Academic Integrity Lead.** Previously advised students going through academic-misconduct processes; he now reviews flagged orders and trains tutors to spot and refuse requests for graded work.
- **Sofia, Student Support Manager.** Leads the team that answers chat messages around the clock, drawing on her years in student services in Canada and the UK.
- **Daniel, Operations and Data Protection Lead.** Looks after our systems, security and privacy requests, with a background in education technology.`,
    },
    {
      id: 'four-countries',
      heading: 'Four countries, four ways of studying',
      body: `Universities in different countries grade, structure and assess work differently, and good support has to fit the system you are actually in. We match you with tutors who know your system, and we adapt our feedback to it.

**United States.** Courses earn credit hours, and grades are letters (A to F) that feed into a GPA, usually on a 4.0 scale. We help students read syllabi and rubrics, prepare for midterms and finals, and write in the styles US courses expect, most often APA, MLA or Chicago, using American spelling.

**United Kingdom.** Modules usually carry credits (typically 120 a year), work is marked out of 100, and degrees are classified as First (70 and above), Upper Second or 2:1 (60 to 69), Lower Second or 2:2 (50 to 59) and Third (40 to 49). Marks above 70 are hard to earn, so we show students how to read marking criteria and what moves work from one band to the next. We use British spelling and styles such as Harvard and OSCOLA.

**Australia.** Units are graded High Distinction (HD, usually 85 and above), Distinction (D, 75 to 84), Credit (C, 65 to 74) and Pass (P, 50 to 64), often combined into a weighted average mark (WAM) or a GPA out of 7. We help students work to assessment criteria and rubrics, and we use Australian spelling and styles such as APA, Harvard and AGLC for law.

**Canada.** Grading combines letter grades and percentages, and GPA scales vary by province and institution, from 4.0 and 4.33 scales to 9- and 12-point scales. We check how your university grades before we start, use Canadian spelling, and support styles including APA, MLA, Chicago and the McGill Guide for law.

Grade boundaries vary between institutions, so we always work from your own course's criteria when you share them.`,
    },
    {
      id: 'our-numbers',
      heading: 'Our numbers',
      body: `- **${claims.students} students** have completed a paid session or order with us.
- **${claims.countries} countries** are home to the students we have worked with, mostly in the USA, UK, Australia and Canada.
- **${claims.rating} out of 5** is the average of every rating students have given our sessions and orders.
- **${claims.improve} of students** who answered our follow-up survey said their grades improved in the subject they got help with.
- **${claims.support} support** by chat, with tutoring sessions booked at times that suit you.

We want these figures to mean something, so our [Disclaimer](/disclaimer) explains exactly how each one is measured and what it does and does not show. The survey figure, in particular, is self-reported and is not a guarantee of any grade.`,
    },
    {
      id: 'contact',
      heading: 'Get in touch',
      body: `We are happy to answer questions before you order, including whether a particular kind of help is right for you.

- **Email:** [${contactEmail}](mailto:${contactEmail})
- **Support hours:** ${supportHours}
- **Post:** ${postalAddress}

Or use our [Contact](/contact) page. ${name} is run by ${legalName}, a company based in the United Kingdom.`,
    },
  ],
}

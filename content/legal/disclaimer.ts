import { siteConfig } from '@/config/site'
import type { InfoPage } from '@/content/types'

const { name, legalName, contactEmail, claims } = siteConfig

export const disclaimerPage: InfoPage = {
  slug: 'disclaimer',
  title: 'Disclaimer',
  description: `What ${name}'s content and services can and cannot do, how we measure the figures we publish, and our independence from universities.`,
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'educational-information',
      heading: 'Educational information only',
      body: `Our articles, quizzes, study resources, guides and videos are general educational information. They are written to help university students understand topics, build study skills and prepare for assessments, and we take care to make them accurate and up to date when we publish them.

They are not a substitute for your own course materials or for guidance from your instructors. Universities, departments and even individual modules set their own rules on assessment, referencing, word counts, formatting and the use of outside help. Where our general advice and your course's requirements differ, **your course's requirements come first**. If in doubt, ask your instructor, tutor, supervisor or your university's learning-support service.

Referencing styles such as APA, MLA, Chicago, Harvard, OSCOLA, AGLC and the McGill Guide are updated from time to time, and universities often use their own variants. Always check the edition and version your course asks for.

Quiz scores on our website are for practice. They show how you did on our questions on that day; they are not a prediction of the mark you will get in a real assessment.`,
    },
    {
      id: 'no-guarantee-of-grades',
      heading: 'No guarantee of grades or results',
      body: `Good tutoring and feedback can make a real difference, but we cannot and do not guarantee any particular grade, mark, classification, GPA or outcome. Your results depend on the work you put in, how you use the feedback you receive, how your work is marked and many other things outside our control.

We help you learn and improve your own work. We never write, complete or sit graded work for you, so the result of any assessment is always the result of your own effort. Our [Terms of Service](/terms) set out our academic-integrity rules in full.`,
    },
    {
      id: 'our-figures',
      heading: 'How we measure the figures we publish',
      body: `Our website shows a few headline figures. We want you to know exactly what they mean and where they come from, so that you can judge them for yourself.

**${claims.students} students.** The number of individual students who have completed at least one paid tutoring session, feedback order or proofreading order with us. Each person counts once, however many orders they have placed. People who have only created a free account, taken a quiz or downloaded our study guide are not counted.

**${claims.countries} countries.** The number of different countries our students were living or studying in when they used our services, based on the country in their profile or their billing country. Most of our students are in the United States, the United Kingdom, Australia and Canada; the rest include international students and students on exchange or studying online from elsewhere.

**${claims.rating} average rating.** The average (mean) of all the star ratings, from 1 to 5, that students give when we ask them to rate a completed session or order. Every rating counts, including low ones, and it is not limited to the reviews we publish as testimonials. The figure is rounded to one decimal place.

**${claims.improve} of students report improved grades.** This comes from our own internal follow-up survey, which we send to students after their support has finished and their marks have been returned. We ask whether their grade in the subject or type of assessment they got help with improved compared with their previous results. ${claims.improve} of the students who answered said it had. Please bear in mind:

- it is **self-reported**: we do not see students' transcripts or verify their grades;
- it counts only the students who **answered** the survey, and students who are happy with our service may be more likely to answer;
- it is **not an independent study** and does not show that our support alone caused the improvement, since students also study, attend classes and use other help.

Where our website says "${claims.improve} success", it refers to this same survey figure.

**${claims.support} support.** Our chat line is monitored around the clock, every day of the year, so you can get help with questions about orders, bookings and your account at any time. It does not mean tutors are available for sessions at any hour: tutoring sessions are booked by appointment at times that suit you and your tutor.

We review these figures at least every three months and update them if they change, including if they go down.`,
    },
    {
      id: 'testimonials',
      heading: 'Testimonials and reviews',
      body: `The testimonials on our website come from real students who have used our services and agreed to their words being published. We never pay for testimonials or offer rewards for positive reviews. Individual experiences vary, and a testimonial describes one student's experience rather than the result you should expect. Our [Advertising Disclosure](/advertising) explains how we collect and moderate reviews.`,
    },
    {
      id: 'not-affiliated',
      heading: 'Not affiliated with any university',
      body: `${legalName} is an independent company. We are not affiliated with, endorsed by or acting on behalf of any university, college, exam board or professional body, unless we clearly say so on a specific page.

Where we mention a university, course, qualification or test by name, we do so only to describe it accurately. Names and trademarks belong to their owners. Tutors may have studied at, or worked for, particular institutions, but they work with us in a personal capacity and do not represent those institutions.`,
    },
    {
      id: 'external-links',
      heading: 'Links to other websites',
      body: `We link to other websites, such as university guidance pages, referencing guides, government information and tools we think students will find useful. We choose these links carefully, but we do not control those websites and are not responsible for their content, accuracy, availability or privacy practices. A link does not mean we endorse everything on the linked site. If you find a broken or misleading link, please tell us at [${contactEmail}](mailto:${contactEmail}).`,
    },
    {
      id: 'professional-advice',
      heading: 'Not professional advice',
      body: `Our content and tutors help with learning and study skills. Nothing on our website or said in a session is legal, financial, immigration, visa, medical, psychological or careers advice, even where a topic touches on those areas (for example, a law tutorial or an article about managing exam stress).

- For questions about **academic misconduct cases, appeals or extensions**, contact your university's student advice service or students' union.
- For **visa or immigration** questions, contact your university's international student office or an authorised adviser.
- For **health or wellbeing**, contact a doctor or your university's wellbeing or counselling service. If you are in crisis or in danger, call your local emergency number straight away.`,
    },
    {
      id: 'accuracy-and-changes',
      heading: 'Accuracy and changes',
      body: `We review our articles and resources regularly and correct mistakes as soon as we find them. Information can still go out of date, and individual tutors' views are their own. If you spot an error, please email [${contactEmail}](mailto:${contactEmail}) and we will look into it.

This disclaimer should be read together with our [Terms of Service](/terms). Nothing in it limits any rights you have under consumer law in the country where you live.`,
    },
  ],
}

-- Open roles shown on /careers. Applications arrive through /careers/<slug>/apply.

insert into public.jobs (slug, title, department, location, employment_type, is_remote, summary, description, requirements, benefits, salary_range, status, published_at, closes_at)
values
(
  'subject-tutor',
  'Subject Tutor (Undergraduate and Postgraduate)',
  'Tutoring',
  'Remote (USA, UK, Australia or Canada)',
  'freelance',
  true,
  'Teach university students one to one in your subject, online, at times that suit you. We are recruiting in statistics, economics, nursing and health sciences, law, psychology, biology, chemistry, computer science and business.',
  $md$## About the role

As a Scholarly Support subject tutor, you help university students understand difficult material in your subject through live one-to-one online sessions. Students come to us with a lecture they didn't follow, a topic they keep getting wrong or an exam coming up, and you help them understand it well enough to do the work themselves.

You choose how many hours to offer and when. Most of our tutors work between 4 and 15 hours a week alongside study, research or other teaching.

## What you'll do

- Prepare for each session from the student's questions, course materials and marking criteria.
- Explain concepts clearly, check understanding with questions, and guide students through practice problems they solve themselves.
- Write a short summary after each session: what you covered and what the student should practise next.
- Adapt to the way the student's country and university assess work, whether that's US GPA, UK classifications, Australian grades or Canadian scales.
- Recognise and refuse requests to complete graded work, and report them to our integrity team.

## Subjects we're recruiting for now

Statistics and data analysis, economics, nursing and health sciences, law (England and Wales, Australia or Canada), psychology, biology, chemistry, computer science and programming, and business and management.

## How we work

Academic integrity is central to everything we do. Tutors teach and explain; they never write, complete or sit assessed work. You'll complete our integrity training before your first session, and our team backs you up whenever you decline a request.

## How to apply

Apply through this page with your CV and a short cover letter telling us which subjects and levels you can teach. Shortlisted applicants complete a subject assessment, a feedback exercise and a 30-minute trial session with a member of our tutoring team.$md$,
  array[
    'A bachelor''s degree in the subject you will teach; a postgraduate degree to tutor postgraduate students',
    'Teaching, tutoring, demonstrating or teaching-assistant experience at university level',
    'Clear, patient explanations and the ability to check understanding rather than lecture',
    'Familiarity with how your subject is taught and assessed in at least one of the USA, UK, Australia or Canada',
    'A reliable internet connection, a headset and a quiet place to work',
    'Eligibility to work as a self-employed contractor in your country of residence',
    'A commitment to academic integrity and willingness to refuse requests for graded work'
  ],
  array[
    'Choose your own hours and number of sessions',
    'Paid per session, monthly, in your local currency',
    'Paid preparation time for first sessions with a new student',
    'Integrity and online-teaching training before you start',
    'A friendly tutor community and a dedicated tutor support contact'
  ],
  'US$25–45 per hour (or the equivalent in GBP, AUD or CAD), depending on subject and level',
  'open', now() - interval '21 days', now() + interval '60 days'
),
(
  'writing-feedback-specialist',
  'Writing Feedback Specialist',
  'Writing Feedback',
  'Remote (USA, UK, Australia or Canada)',
  'part_time',
  true,
  'Give detailed, encouraging written feedback on students'' own essay, report and dissertation drafts, explaining what to improve and why, without rewriting their work.',
  $md$## About the role

Our writing feedback service gives students detailed comments on drafts they have written themselves. As a Writing Feedback Specialist, you read each draft against the assignment brief and marking criteria and write comments that help the student revise it on their own.

Good feedback here is specific, prioritised and explained. You'll point to exactly where an argument loses focus or where evidence needs analysis, explain why it matters, and suggest what the student could try, without rewriting their sentences or adding your own ideas.

This is a part-time role of around 15 to 20 hours a week, with flexible hours around agreed turnaround times.

## What you'll do

- Review undergraduate and postgraduate drafts across the humanities, social sciences, business and health subjects.
- Write margin comments and a summary report ranking the three to five changes that will make the biggest difference.
- Comment on argument, structure, use of evidence, clarity, academic style and referencing in APA, Harvard, MLA, Chicago and other styles.
- Hold optional 20-minute follow-up calls with students to talk through your comments.
- Follow our feedback standards and integrity rules, and flag any order that asks for rewriting or completion of graded work.

## How to apply

Apply through this page with your CV and a cover letter. Shortlisted applicants complete a paid feedback exercise on a sample student draft.$md$,
  array[
    'A postgraduate degree in a humanities, social science, education or related subject',
    'At least two years'' experience giving feedback on university writing, for example as a lecturer, teaching assistant or writing-centre tutor',
    'Excellent written English and an understanding of US, UK, Australian and Canadian academic conventions and spelling',
    'Confident knowledge of at least two of APA 7, Harvard, MLA 9 and Chicago',
    'The judgement to explain problems without rewriting a student''s work',
    'Reliability with turnaround times of 24 hours to 5 days'
  ],
  array[
    'Flexible, remote part-time hours',
    'Paid per completed review at a transparent hourly-equivalent rate',
    'Regular calibration sessions with our Head of Writing Feedback',
    'Annual professional development allowance for contractors working 15+ hours a week'
  ],
  'US$28–35 per hour equivalent (or local-currency equivalent), paid per completed review',
  'open', now() - interval '14 days', now() + interval '45 days'
),
(
  'student-success-coordinator',
  'Student Success Coordinator',
  'Student Support',
  'Remote (UK-based), with occasional days in London',
  'full_time',
  true,
  'Be the first point of contact for students: match them with the right tutor, keep orders on track and make sure every student has a good experience from first message to final session.',
  $md$## About the role

Our Student Success Coordinators make sure every student who contacts us gets the right help quickly. You'll answer questions by chat and email, help students choose the right service, match them with suitable tutors, and follow up when something goes wrong.

You'll also play an important part in protecting academic integrity: you'll be the person who explains what we can and can't help with, and who spots and declines requests for graded work before they reach a tutor.

This is a full-time, permanent employed role, working 37.5 hours a week on a rota that includes some evenings and one weekend in four, because our students span time zones from Vancouver to Sydney.

## What you'll do

- Respond to student enquiries by chat and email, clearly and kindly.
- Review new orders, check briefs against our integrity policy, and match students with tutors and reviewers.
- Keep orders on schedule and resolve problems such as rescheduling, refunds and complaints.
- Follow up with students after sessions and pass feedback to the tutoring team.
- Keep accurate records in our admin system and protect students' personal data.
- Suggest improvements to our help content, processes and FAQs.

## How to apply

Apply through this page with your CV and a cover letter telling us about a time you helped someone solve a problem. Interviews are held by video call.$md$,
  array[
    'Experience in customer support, student services, admissions or a similar role',
    'Excellent written communication and a calm, friendly manner under pressure',
    'Good organisation and confidence using online tools and admin systems',
    'An understanding of university study in the UK, and ideally in the USA, Australia or Canada',
    'Sound judgement on academic integrity questions, or the willingness to learn it thoroughly',
    'The right to work in the UK'
  ],
  array[
    '28 days'' holiday including bank holidays, plus your birthday off',
    'Workplace pension with employer contributions',
    'Home-working equipment and a monthly internet allowance',
    'Annual learning and development budget',
    'Enhanced sick pay and family leave'
  ],
  '£30,000–£34,000 per year, depending on experience',
  'open', now() - interval '10 days', now() + interval '30 days'
),
(
  'part-time-proofreader',
  'Part-Time Academic Proofreader',
  'Writing Feedback',
  'Remote (USA, UK, Australia or Canada)',
  'freelance',
  true,
  'Proofread students'' finished work for spelling, grammar, punctuation, consistency and referencing format, following each university''s proofreading policy.',
  $md$## About the role

Our proofreaders check students' finished work for surface errors before submission: spelling, grammar, punctuation, consistency and the format of citations and reference lists. Every change is marked as a tracked change or comment so the student decides what to accept.

Academic proofreading has firm limits, and many universities publish a policy on what a proofreader may do. You'll follow those policies carefully: you won't rewrite for style, change arguments, restructure work, add content or correct subject-matter errors. Where meaning is unclear, you'll leave a comment asking the student rather than guessing.

Work is offered in batches, and you accept the jobs that fit your schedule. Most proofreaders work 5 to 15 hours a week.

## What you'll do

- Proofread essays, reports and dissertations from 1,000 to 20,000 words.
- Apply US, UK, Australian or Canadian spelling consistently, as the student requests.
- Check citation and reference formatting in APA, Harvard, MLA, Chicago and other styles.
- Follow the student's institutional proofreading policy and our own proofreading standards.
- Meet agreed turnaround times of 24 to 72 hours.

## How to apply

Apply through this page with your CV. Shortlisted applicants complete a paid proofreading test on a sample academic text.$md$,
  array[
    'A degree (any subject) and excellent command of written English',
    'Proofreading or editing experience, ideally with academic texts',
    'A recognised proofreading qualification or training is an advantage',
    'Confident use of tracked changes and comments in Microsoft Word',
    'Working knowledge of at least one major referencing style',
    'Attention to detail, reliability and respect for the limits of academic proofreading'
  ],
  array[
    'Choose the jobs and hours that suit you',
    'Paid per 1,000 words, monthly, in your local currency',
    'Clear proofreading standards and feedback on your work',
    'Opportunities to move into writing feedback work'
  ],
  'US$9–11 per 1,000 words (or local-currency equivalent), depending on turnaround',
  'open', now() - interval '3 days', now() + interval '45 days'
);

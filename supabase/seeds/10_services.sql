-- Services shown on /services (the footer links to /services#<slug> for the first five).
-- price_from is the lowest price in US dollars; the description states what that price buys.
-- Students in the UK, Australia and Canada are charged the equivalent in GBP, AUD or CAD at checkout.

insert into public.services (slug, title, summary, description, icon, features, price_from, currency, sort_order, is_published)
values
(
  'tutoring',
  'One-to-One Tutoring',
  'Live online sessions with a tutor in your subject to explain difficult ideas, work through practice problems and build your confidence.',
  $txt$Sometimes a lecture moves too fast, a textbook chapter makes no sense, or a problem set exposes a gap you did not know you had. One-to-one tutoring gives you an hour with a tutor who knows your subject and the way your university teaches and assesses it.

Before the session you share your questions, lecture slides, reading or marking criteria, so your tutor arrives prepared. In the session your tutor explains, asks you questions, and has you work through examples yourself until the idea clicks. Afterwards you get a short written summary of what you covered and what to practise next.

Tutors teach and explain; they never complete assessed work. If you bring a graded assignment, your tutor will work on the underlying concepts with similar practice examples, not on the answers you will submit.

**Price:** from $45 for a 60-minute session at undergraduate level; postgraduate and specialist subjects (for example advanced statistics, law or engineering) are priced higher and always shown before you pay. Packages of 5 sessions save 10%.$txt$,
  'graduation-cap',
  array[
    'Live 60-minute online session at a time that suits your time zone',
    'Tutor matched to your subject, level and country''s university system',
    'Preparation from the questions and materials you share in advance',
    'Worked examples and practice problems you solve yourself, with guidance',
    'Written session summary with next steps after every session',
    'Free rescheduling up to 24 hours before the session'
  ],
  45.00, 'USD', 10, true
),
(
  'writing-feedback',
  'Writing Feedback',
  'Detailed comments on a draft you have written, covering structure, argument, evidence, clarity and referencing, so you can revise it yourself.',
  $txt$Good feedback tells you not just what is wrong with a draft but why, and what to try instead. Our reviewers are experienced academic writers and writing-centre tutors who read your draft against your assignment brief and marking criteria.

You receive margin comments on specific passages plus a summary report that ranks the three to five changes most likely to improve your work. Comments cover whether you answer the question, how your argument is built, how well you use and integrate evidence, paragraph structure, clarity and academic style, and whether your referencing is consistent.

Reviewers do not rewrite your work, add content or restructure it for you. Every comment is a suggestion with a reason, and you decide what to change. If your university asks you to declare feedback you received, we will confirm in writing exactly what we did.

**Price:** from $35 for a draft of up to 1,500 words with a 5-day turnaround; longer drafts are priced per additional 1,000 words and faster turnaround is available.$txt$,
  'message-square-text',
  array[
    'Margin comments on your own draft, with the reason behind each one',
    'Summary report ranking the changes that will make the biggest difference',
    'Feedback read against your assignment brief and marking criteria',
    'Checks on argument, structure, use of evidence, clarity and referencing',
    'Optional 20-minute follow-up call to talk through the comments',
    'Written confirmation of the help received, for declarations'
  ],
  35.00, 'USD', 20, true
),
(
  'proofreading',
  'Proofreading',
  'Suggested corrections to spelling, grammar, punctuation and referencing format in your own finished work, in line with your university''s proofreading policy.',
  $txt$Proofreading is the final check on a piece of work you have already written and revised. A proofreader reads your text line by line and marks surface errors: spelling, grammar, punctuation, inconsistent formatting, and mistakes in the format of your citations and reference list.

Every change is marked as a tracked change or comment, so you see exactly what was suggested and choose what to accept. Where an error can be fixed in more than one way, or where the meaning is unclear, the proofreader leaves a comment asking you to decide rather than guessing.

Many universities, especially in the UK and Australia, have a written proofreading policy that limits what a third party may do. We follow your institution's policy where it has one: send it with your order, or tell us your university and we will check. Proofreaders do not rewrite sentences for style, change your argument, add content or correct subject-matter errors in assessed work.

**Price:** from $15 per 1,000 words with a 72-hour turnaround; 24-hour turnaround costs more and is shown before you pay.$txt$,
  'spell-check',
  array[
    'Spelling, grammar and punctuation corrections as tracked changes',
    'Consistency checks on formatting, headings, numbers and abbreviations',
    'Citation and reference-list format checked against your required style',
    'US, UK, Australian or Canadian spelling, as you choose',
    'Follows your institution''s proofreading policy where it has one',
    'Queries left as comments wherever the meaning is unclear'
  ],
  15.00, 'USD', 30, true
),
(
  'study-skills',
  'Study Skills Coaching',
  'Practical coaching on time management, note-taking, reading, revision and academic writing habits, built around your own timetable.',
  $txt$Most students are never taught how to study at university; they are expected to work it out. Study skills coaching shortens that process. A coach looks at how you currently plan, read, take notes and revise, and helps you replace the habits that cost you time with methods that are backed by research, such as spaced repetition and retrieval practice.

Sessions are practical. You might leave the first one with a realistic weekly plan built around your actual deadlines, lectures and job, a note-taking method to try in your next lecture, or a reading routine for a long reading list. Later sessions check what worked and adjust the plan.

Coaching suits first-year students adjusting to university, students returning to study, international students getting used to a new academic system, and anyone who feels busy all the time but is not making progress.

**Price:** from $40 for a 45-minute coaching session; a 4-session programme over a term saves 10%.$txt$,
  'brain',
  array[
    'Review of your current study habits and workload',
    'Personal weekly and term plans built around your real deadlines',
    'Evidence-based methods: spaced repetition, retrieval practice, interleaving',
    'Note-taking and active reading strategies for your subject',
    'Procrastination and motivation strategies that fit how you work',
    'Follow-up sessions to review what is working and adjust'
  ],
  40.00, 'USD', 40, true
),
(
  'exam-preparation',
  'Exam Preparation',
  'A revision plan, targeted practice on the topics you find hardest, and exam technique for timed, open-book and take-home exams.',
  $txt$Exam preparation sessions combine subject tutoring with exam technique. In the first session your tutor goes through your syllabus or module outline, past papers if your department publishes them, and the topics you find hardest, and helps you build a revision timetable that spaces out your topics and builds in regular self-testing.

Later sessions focus on practice: answering past or sample questions under timed conditions, then reviewing together what a strong answer looks like, where marks were lost and how to plan an answer quickly. Your tutor also covers the practical side of exams: reading the paper, dividing your time, answering what the command words ask for, and checking your work.

Tutors never sit exams, quizzes or tests for you, take-home or online, and never help during a live assessment. All practice uses past papers, sample questions or questions your tutor writes.

**Price:** from $45 per 60-minute session; an exam-season package of 4 sessions costs $170.$txt$,
  'clipboard-check',
  array[
    'Revision timetable built on spaced repetition and regular self-testing',
    'Timed practice with past papers or tutor-written sample questions',
    'Review of practice answers against the marking criteria',
    'Exam technique: timing, command words, planning answers',
    'Strategies for multiple-choice, essay, open-book and take-home formats',
    'Support for managing nerves and planning the week before the exam'
  ],
  45.00, 'USD', 50, true
),
(
  'research-and-referencing',
  'Research and Referencing Support',
  'Learn to search databases, evaluate sources, take research notes and reference accurately in APA, Harvard, MLA, Chicago and other styles.',
  $txt$Strong assignments start with good sources and careful notes. In these sessions a tutor with research experience in your discipline shows you how to turn an assignment question into search terms, search your library's databases and Google Scholar effectively, and judge whether a source is reliable and relevant.

We also teach referencing properly, not just formatting. You will learn when a citation is needed, how to paraphrase and summarise without patchwriting, how to integrate quotations, and how to build a reference list in the style your course requires, including APA 7, Harvard, MLA 9, Chicago, OSCOLA, AGLC and the McGill Guide. Tutors also show you how to set up a reference manager such as Zotero, Mendeley or EndNote.

This is teaching, not a search or citation service: we show you how to find and cite sources, and you choose and read them yourself.

**Price:** from $40 per 60-minute session.$txt$,
  'library',
  array[
    'Turning an assignment question into effective search strategies',
    'Database, library catalogue and Google Scholar searching',
    'Evaluating sources for reliability, relevance and currency',
    'Paraphrasing, summarising and quoting without plagiarism',
    'Referencing in APA, Harvard, MLA, Chicago, OSCOLA, AGLC or McGill',
    'Setting up Zotero, Mendeley or EndNote for your project'
  ],
  40.00, 'USD', 60, true
),
(
  'dissertation-coaching',
  'Dissertation and Thesis Coaching',
  'Regular coaching through a dissertation, capstone or thesis: planning, methodology, writing routines and feedback on your own chapters. We never write any part of it.',
  $txt$A dissertation or thesis is usually the longest, least structured piece of work a student produces, and your supervisor's time is limited. Dissertation coaching gives you a regular meeting with a tutor who holds a postgraduate degree in a related field and has supervised or supported research projects before.

Coaching follows the stages of your project: refining a research question, planning a realistic timeline backwards from your submission date, understanding methodological options and how to justify your choice, organising your literature, setting up a writing routine, and preparing for supervision meetings and vivas. Your coach can give feedback on chapter drafts you have written, in the same way as our writing feedback service.

Your coach does not write, rewrite, analyse your data for you or choose your argument. Your supervisor remains your main academic guide, and your coach will encourage you to check methodological decisions with them. We follow your university's rules on outside help and will confirm in writing what support you received.

**Price:** from $60 per 60-minute session with a postgraduate-qualified coach; monthly plans are available.$txt$,
  'book-open-check',
  array[
    'Regular sessions with a postgraduate-qualified coach in a related field',
    'Research question refinement and a timeline planned back from your deadline',
    'Help understanding methodology options so you can justify your own choices',
    'Feedback on chapter drafts you have written, never rewriting',
    'Writing routines and accountability check-ins between sessions',
    'Preparation for supervisor meetings, presentations and vivas'
  ],
  60.00, 'USD', 70, true
);

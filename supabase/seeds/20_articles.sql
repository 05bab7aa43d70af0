-- Authors, article categories and the published articles shown on /articles.
-- reading_time_minutes and search are generated columns and are never inserted.

insert into public.authors (slug, name, title, bio) values
(
  'priya-nair',
  'Priya Nair',
  'Head of Writing Feedback',
  'Priya has taught academic English, essay writing and referencing to undergraduate and postgraduate students for more than a decade, in the UK and Australia. She sets the standards for Scholarly Support''s writing feedback and proofreading, and trains reviewers to explain every comment rather than fix the text.'
),
(
  'marcus-bennett',
  'Marcus Bennett',
  'Head of Tutoring',
  'Marcus was a graduate teaching assistant in statistics before moving into tutoring. He recruits and trains Scholarly Support''s tutors and is especially interested in the research on how people learn, from retrieval practice to worked examples.'
),
(
  'liam-doherty',
  'Liam Doherty',
  'Academic Integrity Lead',
  'Liam previously advised students going through academic-misconduct processes at a UK university. He reviews flagged orders, trains tutors to recognise and refuse requests for graded work, and writes about using new tools, including AI, within university rules.'
),
(
  'sofia-alvarez',
  'Sofia Alvarez',
  'Student Support Manager',
  'Sofia worked in student services at universities in Canada and the UK before leading the Scholarly Support chat team. She writes about planning, wellbeing and the practical side of studying in a new country or academic system.'
);

insert into public.article_categories (slug, name, description, sort_order) values
(
  'study-techniques',
  'Study Techniques',
  'Evidence-based ways to take notes, read, plan your time and learn more in the hours you already spend studying.',
  10
),
(
  'academic-writing',
  'Academic Writing & Referencing',
  'Essays, literature reviews, referencing styles, feedback and academic integrity, explained with clear examples.',
  20
),
(
  'exams-and-assessment',
  'Exams & Assessment',
  'Revision methods that work, exam technique, presentations and how grades are awarded in the USA, UK, Australia and Canada.',
  30
),
(
  'student-life',
  'Student Life & Wellbeing',
  'Group work, stress, motivation and the everyday skills that make university more manageable.',
  40
);

-- 1. Note-taking
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'note-taking-methods-for-lectures-and-reading',
  'Note-Taking Methods That Help You Learn, Not Just Record',
  'Most students write down far more than they ever use. Here is how to choose a note-taking method for lectures and reading, and how to turn your notes into something you can revise from.',
  $md$Most students take notes as if the goal were a perfect transcript of the lecture. It isn't. Notes are useful for two things: making you think while you listen or read, and giving you material you can test yourself on later. A page of copied slides does neither.

This guide covers the three methods that work for most subjects, how to adapt them for readings, and the habit that matters more than any method: doing something with your notes within a day or two.

## Why "write everything down" fails

When you try to capture every word, your attention goes into transcription. You have no spare capacity to ask *why* a point matters or how it connects to last week's material, and that connection-making is where learning happens.

There is a long-running debate about laptops versus handwriting. A well-known 2014 study by Mueller and Oppenheimer found that students who typed tended to copy lectures verbatim and did worse on conceptual questions. Later replications found smaller differences, or none. The practical lesson is the same either way: **the method matters less than whether you summarise in your own words.** If you type, resist the urge to transcribe.

## Method 1: Cornell notes

The Cornell method, developed at Cornell University in the 1950s, divides a page into three areas:

- **Notes column (right, about two-thirds of the width):** main points during the lecture, in short phrases.
- **Cue column (left, about one-third):** filled in *after* the lecture with questions or keywords that the notes answer.
- **Summary (bottom, a few lines):** two or three sentences summarising the page in your own words.

The cue column is the valuable part. When you revise, cover the notes column and try to answer each cue question from memory. You have built a set of flashcards without extra work.

**Best for:** lecture-based subjects such as history, psychology, biology, business and law.

## Method 2: Outline notes

Outline notes use indented bullet points: main topics at the left margin, supporting points and examples indented beneath them.

- Main topic
  - Supporting idea
    - Example or piece of evidence

Outlines work well when a lecturer is organised and signposts clearly ("there are three reasons..."). They are quick to type and easy to reorganise later.

**Watch out for:** outlines can become a list of facts with no connections. Add a line at the end of each section answering "so what?"

## Method 3: Concept maps and diagrams

A concept map puts the central idea in the middle and links related ideas with labelled arrows ("causes", "is an example of", "contradicts"). The labels force you to state the relationship, which is exactly what exam questions ask about.

**Best for:** subjects full of processes and relationships, such as physiology, economics, chemistry and systems thinking, and for pulling together a whole topic at the end of a week.

## Adapting your method for readings

Reading notes have a different job. You usually need them for an essay or seminar, so record:

1. **The full reference** straight away, in your required style. Hunting for a page number at midnight before a deadline is a classic time-waster.
2. **The argument in one or two sentences.** What does the author claim, and on what evidence?
3. **Quotations, clearly marked,** with page numbers. Put them in quotation marks in your notes so you never mistake someone else's words for your own paraphrase later.
4. **Your reaction:** do you agree? How does it compare with another reading? This is the start of your own argument.

Keep quotation, paraphrase and your own comments visually separate, for example with different colours or a "Q / P / Me" label. This one habit prevents most accidental plagiarism.

## Before, during and after the lecture

### Before (10 minutes)

Skim the slides or the reading list. Note the key terms you don't know. You will listen differently when you already know the outline.

### During

- Write in short phrases, not sentences.
- Use abbreviations consistently (→ for "leads to", ∴ for "therefore", e.g. "govt", "info").
- Mark anything you don't understand with a "?" rather than stopping to puzzle over it.
- Note examples the lecturer gives that are not on the slides; these often signal what they think matters.

### After (within 24–48 hours)

This is the step most students skip, and the one that makes notes useful.

- Fill in gaps and resolve your "?" marks using the slides, textbook or a classmate.
- Write cue questions (Cornell) or a short summary.
- **Close your notes and explain the main idea out loud or on paper.** If you can't, you have found what to study next.

## Turning notes into revision material

Good notes convert easily into self-testing, which is one of the most reliable ways to remember material:

- Turn each heading into a question: "Monetary policy" becomes "How does raising interest rates affect inflation?"
- Make flashcards from definitions, formulas and key studies.
- At the end of each week, write a one-page summary from memory, then check it against your notes and fill the gaps in a different colour.

## A quick checklist

- [ ] I chose a method that suits this subject.
- [ ] My notes are mostly in my own words.
- [ ] Quotations are marked and have page numbers.
- [ ] I reviewed and added questions within two days.
- [ ] I tested myself on the material rather than rereading it.

## The bottom line

There is no single best note-taking method. Choose one that fits the subject, keep it simple, and spend as much effort *using* your notes as making them. If you'd like help building a note-taking and revision routine around your own timetable, a study skills coaching session is a good place to start.$md$,
  (select id from public.article_categories where slug = 'study-techniques'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['note-taking', 'study skills', 'lectures', 'cornell method', 'reading'],
  'published',
  now() - interval '92 days',
  'Note-Taking Methods for University: Cornell, Outline and Concept Maps',
  'Choose a note-taking method that helps you learn: Cornell notes, outlines and concept maps, plus how to adapt notes for readings and turn them into revision material.'
);

-- 2. Referencing styles
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'apa-harvard-mla-chicago-referencing-guide',
  'APA, Harvard, MLA and Chicago: A Practical Guide to Referencing Styles',
  'The four referencing styles university students meet most often, with side-by-side examples for a journal article and a book, and the mistakes markers notice first.',
  $md$Referencing is how you show your reader where your ideas and evidence came from. It protects you from plagiarism, but it also does something more positive: it shows your marker that you have read widely and can build on other people's work.

Most universities in the USA, UK, Australia and Canada use one of four families of style: **APA**, **Harvard**, **MLA** or **Chicago**. Law, engineering and medicine often use their own styles (such as OSCOLA, AGLC, the McGill Guide, IEEE or Vancouver). Always follow the style and edition your course handbook specifies; if it gives its own examples, those win over any general guide, including this one.

## What every style has in common

Every referencing style has two parts:

1. **An in-text citation** (or a footnote) at the point where you use a source.
2. **A full reference** in a list at the end, called a *reference list* (APA, Harvard), *works cited* (MLA) or *bibliography* (Chicago).

Every source you cite in the text must appear in the list, and (in most styles) every item in the list must be cited in the text.

To make the differences clear, the examples below use the same two sources throughout: a journal article by Karpicke and Blunt (2011) and a book by Cal Newport (2016).

## APA (7th edition)

APA is an author–date style used widely in psychology, education, nursing, business and the social sciences.

**In-text citations**

- Parenthetical: (Karpicke & Blunt, 2011)
- Narrative: Karpicke and Blunt (2011) found that...
- Direct quotation: (Newport, 2016, p. 45)
- Three or more authors: use the first author and "et al." from the first citation, e.g. (Brown et al., 2014).

**Reference list**

> Karpicke, J. D., & Blunt, J. R. (2011). Retrieval practice produces more learning than elaborative studying with concept mapping. *Science*, *331*(6018), 772–775. https://doi.org/10.1126/science.1199327

> Newport, C. (2016). *Deep work: Rules for focused success in a distracted world*. Grand Central Publishing.

**Points to notice:** article and book titles use sentence case; the journal name and volume number are in italics; DOIs are written as full links; publisher location is not included in APA 7.

## Harvard

"Harvard" is not one official style but a family of author–date styles. Many UK and Australian universities use the version in *Cite Them Right*; others publish their own guide. The examples below follow the common *Cite Them Right* pattern.

**In-text citations**

- (Karpicke and Blunt, 2011)
- Karpicke and Blunt (2011) argue that...
- With a page number: (Newport, 2016, p. 45)

**Reference list**

> Karpicke, J.D. and Blunt, J.R. (2011) 'Retrieval practice produces more learning than elaborative studying with concept mapping', *Science*, 331(6018), pp. 772–775. Available at: https://doi.org/10.1126/science.1199327.

> Newport, C. (2016) *Deep work: rules for focused success in a distracted world*. New York: Grand Central Publishing.

**Points to notice:** "and" rather than "&"; the year is not followed by a full stop; the article title is in single quotation marks; books include the place of publication. Punctuation varies between universities' versions, so check yours and be consistent.

## MLA (9th edition)

MLA is used mainly in literature, languages and the humanities, especially in the USA and Canada. It uses author–page citations rather than author–date.

**In-text citations**

- (Karpicke and Blunt 774)
- Author named in your sentence: Newport makes a similar point (45).
- Three or more authors: (Brown et al. 45)

Note: no comma between the name and page number, and no "p." before the number.

**Works cited**

> Karpicke, Jeffrey D., and Janell R. Blunt. "Retrieval Practice Produces More Learning than Elaborative Studying with Concept Mapping." *Science*, vol. 331, no. 6018, 2011, pp. 772–75, https://doi.org/10.1126/science.1199327.

> Newport, Cal. *Deep Work: Rules for Focused Success in a Distracted World*. Grand Central Publishing, 2016.

**Points to notice:** full first names; title case for titles; article titles in double quotation marks; the second author's name is given first name first.

## Chicago (notes and bibliography)

Chicago has two systems: an author–date system, common in the sciences, and the **notes and bibliography** system, common in history, theology, art history and some law and humanities courses. The notes system uses numbered footnotes.

**First footnote**

> 1. Cal Newport, *Deep Work: Rules for Focused Success in a Distracted World* (New York: Grand Central Publishing, 2016), 45.

> 2. Jeffrey D. Karpicke and Janell R. Blunt, "Retrieval Practice Produces More Learning than Elaborative Studying with Concept Mapping," *Science* 331, no. 6018 (2011): 774, https://doi.org/10.1126/science.1199327.

**Later (shortened) footnotes**

> 3. Newport, *Deep Work*, 52.

**Bibliography**

> Karpicke, Jeffrey D., and Janell R. Blunt. "Retrieval Practice Produces More Learning than Elaborative Studying with Concept Mapping." *Science* 331, no. 6018 (2011): 772–75. https://doi.org/10.1126/science.1199327.

> Newport, Cal. *Deep Work: Rules for Focused Success in a Distracted World*. New York: Grand Central Publishing, 2016.

**Points to notice:** notes use commas and put the author's first name first; bibliography entries use full stops and put the surname first. The 18th edition of the *Chicago Manual of Style* (2024) makes the place of publication optional, so follow your department's preference.

## Quick comparison

| | APA 7 | Harvard | MLA 9 | Chicago notes |
|---|---|---|---|---|
| In-text | (Author, Year) | (Author, Year) | (Author Page) | Footnote number |
| List name | References | Reference list | Works Cited | Bibliography |
| Titles | Sentence case | Sentence case | Title case | Title case |
| Common in | Social sciences, health, education | UK and Australian universities, many subjects | Literature, languages | History, humanities |

## Mistakes markers notice first

- **Mixing styles,** such as APA in-text citations with an MLA reference list.
- **Citing a secondary source as if you read the original.** If you only read about Smith in Jones, say so: (Smith, 1998, as cited in Jones, 2020) in APA.
- **Missing page numbers for quotations.**
- **Inconsistent punctuation and capitalisation** in the reference list.
- **Listing a database or search engine** ("Google Scholar") instead of the source itself.
- **Forgetting to cite paraphrases.** Putting an idea in your own words still needs a citation.

## Tools that save time

Reference managers such as **Zotero** (free), **Mendeley** and **EndNote** store your sources and generate citations in hundreds of styles. They are excellent, but they are only as good as the data you give them, so check every generated reference against your style guide, especially capitalisation and missing DOIs.

If referencing still feels like guesswork, our research and referencing sessions walk through your own sources in the style your course requires, so you learn the rules rather than just copying a format.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'priya-nair'),
  array['referencing', 'apa 7', 'harvard', 'mla', 'chicago', 'citations'],
  'published',
  now() - interval '83 days',
  'APA 7, Harvard, MLA and Chicago Referencing: Examples Side by Side',
  'Clear side-by-side examples of APA 7, Harvard, MLA 9 and Chicago citations and reference lists for a journal article and a book, plus the referencing mistakes markers notice first.'
);

-- 3. Spaced repetition and retrieval practice
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'spaced-repetition-and-retrieval-practice-for-exams',
  'Spaced Repetition and Retrieval Practice: Revise Less, Remember More',
  'Rereading and highlighting feel productive but do little for long-term memory. Two techniques with decades of research behind them do far more, and here is how to build a revision plan around them.',
  $md$If your revision consists of rereading notes and highlighting the textbook, you are in good company: surveys of students consistently find these are the most popular study methods. Unfortunately, they are also among the least effective.

A major review of learning techniques by Dunlosky and colleagues (2013) rated ten common methods. Two came out as **high utility** across ages, subjects and types of test: **practice testing** (retrieval practice) and **distributed practice** (spacing). Rereading, highlighting and summarising were rated **low utility**. This article explains both high-utility techniques and shows how to combine them into a revision plan.

## Why rereading feels better than it is

When you reread a chapter, it feels familiar, and familiarity is easy to mistake for knowledge. The real test is whether you can produce the information without the page in front of you, which is what an exam asks you to do. Rereading trains recognition; exams demand recall.

## Retrieval practice: learning by remembering

Retrieval practice means deliberately pulling information out of your memory: answering questions, explaining a concept from scratch, or writing down everything you know about a topic before checking.

The effect is well established. In a classic study, Roediger and Karpicke (2006) had students read short passages and then either reread them or take recall tests on them. Students who reread did slightly better on a test five minutes later, but a week later the students who had practised recalling remembered substantially more. Each act of recall strengthens the memory and makes it easier to retrieve next time.

### Ways to practise retrieval

- **Flashcards,** answered out loud or in writing *before* you flip the card.
- **Past papers and end-of-chapter questions,** under timed conditions when you can.
- **The blank page method:** write a topic at the top of a sheet and write down everything you remember. Then check your notes and fill the gaps in a different colour. The gaps are your revision list.
- **Teach it:** explain a concept to a friend, a family member or an empty room, without notes.
- **Make your own questions** from lecture headings ("What are the three causes of...?").

### Make it effortful

Retrieval practice works best when it is slightly hard. If you can answer every card instantly, space them out more. Getting something wrong and then checking the answer is not failure: it is one of the most effective moments of learning, as long as you **always check the correct answer straight away**.

## Spaced repetition: beat the forgetting curve

In the 1880s the psychologist Hermann Ebbinghaus showed that we forget new information quickly at first and then more slowly: the "forgetting curve". Each time you review material, forgetting slows down.

The **spacing effect** is the finding that the same amount of study spread over several sessions produces much better long-term memory than the same time crammed into one. Three one-hour sessions across a week beat one three-hour session the night before, even though the total time is identical.

A rough guide: the longer you need to remember something, the longer the gaps between reviews can be. For an exam in a month, reviewing a topic after a day, then about three days, then a week, then two weeks works well.

### The Leitner box system

You don't need software to space your reviews. With paper flashcards:

1. Set up three to five boxes (or envelopes).
2. All new cards start in Box 1, which you review every day.
3. Answer a card correctly and it moves up a box; get it wrong and it goes back to Box 1.
4. Review higher boxes less often: Box 2 every two days, Box 3 twice a week, Box 4 weekly.

Apps such as **Anki** and **Quizlet** automate this scheduling. Anki in particular uses a spaced-repetition algorithm that decides when each card is due.

## Interleaving: mix it up

A third, related technique is **interleaving**: mixing different topics or problem types within a session instead of doing all of one type, then all of the next. In maths, physics, statistics and accounting, interleaving helps you learn to recognise *which method* a problem needs, which is exactly the skill a mixed exam paper tests. It feels harder and slower than blocked practice, and that difficulty is part of why it works.

## Building a revision plan

Here is a simple plan for an exam four weeks away.

**Step 1: list the topics.** Use the syllabus, module outline or learning outcomes. Rate each one red (don't understand), amber (shaky) or green (confident).

**Step 2: spread them out.** Assign each topic a first session, then schedule reviews roughly 2–3 days, one week and two weeks later. Red topics get an extra session.

**Step 3: make every session active.** A good 50-minute session might be:

1. 5 minutes: blank-page recall of last session's topic.
2. 30 minutes: work through new or difficult material, turning it into questions.
3. 10 minutes: self-test on the new material without notes.
4. 5 minutes: update your red/amber/green list.

**Step 4: add full practice papers** in the last two weeks, under timed conditions, and mark them against the marking scheme or model answers if your department provides them.

**Step 5: protect your sleep.** Memory consolidation depends on sleep. An all-nighter before an exam undoes much of the benefit of spaced study.

## Common objections

**"I don't have time for all that."** Spacing doesn't add time; it redistributes it. Retrieval practice often saves time because it shows you exactly what you don't know.

**"Testing myself is discouraging."** Low scores early on are normal and useful. Track how your scores rise across reviews rather than judging any single session.

**"My subject is about understanding, not memorising."** Retrieval works for understanding too. Instead of recalling facts, practise explaining *why*, applying ideas to new examples and comparing theories.

## Quick summary

- Replace rereading and highlighting with self-testing.
- Spread study of each topic across several sessions with growing gaps.
- Mix problem types once you know the basics.
- Check answers immediately and focus on what you got wrong.
- Sleep properly, especially in the final week.

Our exam preparation sessions help you build a spaced revision timetable around your own exam dates and practise with past or sample questions, so you walk in knowing what you know.$md$,
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['exam preparation', 'revision', 'spaced repetition', 'retrieval practice', 'memory'],
  'published',
  now() - interval '75 days',
  'Spaced Repetition and Retrieval Practice: A Revision Plan That Works',
  'Why rereading and highlighting fall short, and how to use retrieval practice, spaced repetition and interleaving to build a four-week revision plan for university exams.'
);

-- 4. Time management
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'time-management-for-university-students',
  'Time Management for University Students: Plan the Term, the Week and the Day',
  'University gives you more freedom and more deadlines than school ever did. A three-level planning system, plus honest advice on procrastination, will help you stay ahead without working every hour.',
  $md$At school, your timetable was full and someone else decided what you did next. At university, you might have twelve to fifteen hours of classes a week and be expected to fill the rest yourself. Add a part-time job, commuting, caring responsibilities or a sports team, and it is easy to spend the whole term feeling busy while the important work slides.

Good time management is not about squeezing more into every hour. It is about deciding in advance what matters, so that your energy goes there first.

## How much study is expected?

It helps to know the expectation your university is working to:

- **UK:** one credit usually represents about 10 hours of learning, so a 20-credit module expects around 200 hours including classes, reading, assessments and revision. A full year of 120 credits is about 1,200 hours.
- **USA and Canada:** a common rule of thumb is two to three hours of independent study for every hour spent in class. A 15-credit-hour semester can mean 30 to 45 hours of study outside class each week.
- **Australia:** universities commonly suggest around 10 to 12 hours a week per unit, including classes, so a full load of four units is close to a full-time job.

These are averages, not rules, but if you are doing far less you will probably feel it at exam time.

## Level 1: the term plan

At the start of each term or semester, spend an hour building a single view of everything that is coming.

1. Collect every syllabus, module handbook and assessment brief.
2. Put **every deadline and exam date** on one calendar or wall planner: digital or paper, as long as it is one place.
3. Add big non-study commitments: work shifts, trips home, family events.
4. Look for **pinch points** where several deadlines land in the same week.
5. For each big assignment, set your own earlier "draft deadline" about a week before the real one.

Pinch points are where students get into trouble. Seeing them in week one lets you start early on the assignment due first.

## Level 2: the weekly plan

Every week, preferably on Sunday or Monday, spend 20 minutes on a weekly review:

- What is due this week and next week?
- What went undone last week?
- When are your fixed commitments (classes, work, travel)?

Then **block time** for study in your calendar as if it were a class. Give each block a specific task: "Read chapter 4 and make notes for Tuesday's seminar" is far more useful than "study".

### Prioritise with the Eisenhower matrix

When everything feels urgent, sort your tasks into four boxes:

| | Urgent | Not urgent |
|---|---|---|
| **Important** | Do now (essay due tomorrow) | **Schedule** (start next month's project) |
| **Not important** | Minimise (most emails, some admin) | Drop (endless scrolling) |

The top-right box, important but not urgent, is where good grades come from. Work that gets scheduled early rarely becomes an emergency.

## Level 3: the daily plan

Each morning, or the night before, pick **one to three priority tasks** for the day. If you finish them, the day was a success, whatever else happens.

### Work in focused blocks

The **Pomodoro technique** is a simple way in: 25 minutes of focused work, a 5-minute break, and a longer break after four rounds. Once you're used to focusing, try longer blocks of 45 to 90 minutes for deep tasks such as writing.

During a focus block:

- Put your phone in another room or use a focus mode.
- Close every tab you don't need.
- Keep a notepad for stray thoughts ("email tutor", "buy milk") so you can deal with them later.

### Match tasks to energy

Most people have a time of day when they think most clearly. Save that time for demanding work, such as writing, problem sets and difficult reading, and use low-energy times for admin, formatting references or tidying notes.

## Dealing with procrastination

Procrastination is rarely laziness. It is usually a way of avoiding an uncomfortable feeling: the task is unclear, too big, boring, or tied up with fear of doing it badly. Some strategies that target the cause:

- **Task unclear?** Write down the very next physical action: "open the assignment brief and highlight the command words".
- **Task too big?** Break it into pieces of 30 minutes or less. "Write essay" is not a task; "draft the introduction paragraph" is.
- **Fear of doing it badly?** Give yourself permission to write a rough first draft. Editing a bad draft is far easier than writing a perfect one.
- **Boring?** Pair it with something pleasant, such as a favourite café or a study session with a friend, or promise yourself a reward after one focused block.
- **Just start:** commit to five minutes. Starting is usually the hardest part, and most people keep going.

## Protect your rest

Plans that leave no time for sleep, meals, exercise and friends don't last. Schedule at least one evening or half-day a week with no study. Regular rest makes the study time you do have far more productive, and it makes it easier to keep going through the long stretches of the term.

## When the plan breaks

It will. Illness, family emergencies and jobs get in the way. When you fall behind:

1. Re-plan from today rather than trying to catch up on everything.
2. Check which deadlines carry the most marks and protect those.
3. Talk to your tutor, instructor or student support early. Most universities have processes for extensions, extenuating circumstances or special consideration, but they usually need you to apply before the deadline, not after.

## Quick start

- This week: put every deadline for the term in one place.
- Every week: a 20-minute weekly review and study blocks in your calendar.
- Every day: one to three priorities and at least one focused block.

If you'd like help turning your own timetable and deadlines into a realistic plan, our study skills coaches do exactly that in a first session.$md$,
  (select id from public.article_categories where slug = 'study-techniques'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['time management', 'planning', 'procrastination', 'productivity', 'study skills'],
  'published',
  now() - interval '66 days',
  'Time Management for University Students: Term, Week and Day Plans',
  'A practical time-management system for university: plan the term around deadlines, block study time each week, choose daily priorities and tackle procrastination at its cause.'
);

-- 5. Writing feedback
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'how-to-use-feedback-on-your-writing',
  'How to Make the Most of Feedback on Your Writing',
  'Feedback is only useful if it changes your next piece of work. Here is how to read comments without taking them personally, find the patterns, and turn them into a plan.',
  $md$Many students open a marked assignment, look at the grade, skim the comments and close the file. That is understandable, especially if the grade stung, but it wastes the most useful part of the assessment. The comments are your marker telling you, for free, what would raise your grade next time.

This article covers how to read feedback, how to act on it, and how to ask for more useful feedback in the first place.

## Step 1: give it a day

If a grade is disappointing, your first reaction will be emotional, and that is normal. Read the feedback once, then put it away for a day. Comments that feel harsh on first reading often look fair and specific on the second.

Remember that feedback is about the work, not about you. A comment such as "the argument is unclear" means this essay did not yet make the argument clear, not that you can't think clearly.

## Step 2: decode the comments

Markers write quickly and use shorthand. Some common comments and what they usually mean:

| Comment | What it usually means | What to try |
|---|---|---|
| "Too descriptive" | You reported what sources say but didn't analyse or evaluate | After each piece of evidence, explain *why it matters* for your argument |
| "Answer the question" | Parts of the essay drift from what was asked | Underline the command words and check every paragraph against them |
| "Needs more critical analysis" | You accepted sources at face value | Compare sources, point out limitations, say which view is more convincing and why |
| "Unclear structure" | The reader can't see how paragraphs connect | Start each paragraph with a topic sentence that links to your thesis |
| "Develop this" | A good point that stopped too soon | Add evidence, an example, or a consequence |
| "Referencing" | Missing or inconsistent citations | Check every claim has a source and every entry follows your style |

If a comment doesn't make sense, ask. Most lecturers and teaching assistants are glad when a student takes feedback seriously enough to ask about it.

## Step 3: map feedback to the marking criteria

Find the rubric or marking criteria for the assignment and place each comment against a criterion: argument, use of evidence, structure, style, referencing. Then look at the band descriptors just above your grade. The gap between the two descriptions tells you precisely what to improve.

For example, a UK marking scheme might describe a 2:2 answer as "mainly descriptive with some analysis" and a 2:1 answer as "consistently analytical, with evaluation of sources". That difference is your target.

## Step 4: keep a feedback log

One piece of feedback tells you about one essay. A log shows you patterns across a whole course. Keep a simple table, on paper or in a spreadsheet:

| Assignment | Grade | Strengths | Comments to act on | Action for next time |
|---|---|---|---|---|
| Essay 1 | 58 | Clear introduction | Too descriptive; missing page numbers | Add "so what?" sentence after evidence; record page numbers while reading |
| Report 2 | 64 | Good use of data | Conclusion repeats the introduction | Conclusion should state implications, not repeat |

After three or four assignments, the same comments usually appear again. Those repeated comments are where your biggest improvements are.

## Step 5: feed forward

Before you start your next assignment, reread your log and pick **two or three specific actions**. Write them at the top of your draft and check them off before you submit. This is sometimes called "feed-forward": using past feedback to shape future work instead of only judging past work.

## Getting better feedback on drafts

Feedback on a draft, before the final deadline, is even more valuable than feedback on marked work, because you can act on it immediately. To get useful draft feedback:

- **Check the rules first.** Some courses don't allow feedback on assessed drafts, or limit who may give it. Your university's writing centre is usually a safe and free place to start.
- **Share the brief and criteria** with whoever is reading your draft.
- **Ask specific questions:** "Is my argument clear by the end of the introduction?" or "Does paragraph 3 use the evidence well?" gets better feedback than "Is this OK?"
- **Say what stage the draft is at.** Don't ask someone to check commas in a draft whose structure is about to change.
- **Remember the work must stay yours.** Good feedback identifies problems and explains why they matter; it does not rewrite your sentences or add ideas for you.

## Using office hours

Office hours (or consultation hours, or drop-in sessions) are one of the most underused resources at university. Bring the marked work, your feedback log and two or three prepared questions, such as:

- "You said my analysis needs to go further. Could you show me a point in the essay where I could have done that?"
- "What would have moved this from a B+ to an A-?"
- "Is there an example of strong work I could look at?"

Markers generally can't change your grade in office hours, and asking them to will make the conversation less useful. Focus on the next assignment.

## When you think a mark is wrong

If you believe there has been a procedural error (for example, a part of your work was not marked), your university will have a formal process, often called an appeal or a grade review. These processes usually cannot challenge a marker's academic judgement, only errors in process, and they have strict time limits. Read your university's regulations before you apply.

## The takeaway

Feedback is a conversation about your next piece of work. Read it calmly, decode it, find the patterns and pick a few actions. Our writing feedback service gives detailed comments on your own drafts, with the reason behind each one, so you can make the changes yourself and learn why they work.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'priya-nair'),
  array['feedback', 'essay writing', 'marking criteria', 'improving grades', 'office hours'],
  'published',
  now() - interval '58 days',
  'How to Use Feedback on Your Writing to Improve Your Grades',
  'Read marker comments calmly, decode common phrases like "too descriptive", map feedback to the marking criteria and keep a feedback log that shows you what to fix next time.'
);

-- 6. Grading systems
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'university-grading-systems-us-uk-australia-canada',
  'University Grades Explained: US GPA, UK Classifications, Australian HD to P and Canadian Grades',
  'A 70 is an excellent mark in the UK and an average one in the USA. Here is how university grading works in the four countries, and why you should never compare the numbers directly.',
  $md$A mark of 70 means very different things depending on where you study. In the UK it is a First, the highest degree classification. At many US colleges it is a C-. In Australia it sits in the middle of the Credit band, and at the University of Toronto it is a B-. If you are studying abroad, transferring, applying for postgraduate study or simply talking to friends in another country, it helps to understand how each system works.

Grading rules vary between institutions, and sometimes between departments, within every country. The ranges below are typical; your own university's regulations always take priority.

## United States: letter grades and GPA

**Letter grades.** Most US colleges and universities award A, B, C, D and F, usually with plus and minus variations. There is normally no E. A common percentage scale is:

| Grade | Typical range | Grade points |
|---|---|---|
| A | 93–100 | 4.0 |
| A- | 90–92 | 3.7 |
| B+ | 87–89 | 3.3 |
| B | 83–86 | 3.0 |
| B- | 80–82 | 2.7 |
| C+ | 77–79 | 2.3 |
| C | 73–76 | 2.0 |
| C- | 70–72 | 1.7 |
| D | 60–69 | 1.0 (D+ 1.3, D- 0.7 where used) |
| F | below 60 | 0.0 |

Instructors set their own cut-offs in the syllabus, and some grade on a curve. Many schools give an A+ the same 4.0 as an A; a few give it 4.33.

**GPA.** Your grade point average is the average of your grade points, weighted by credit hours. For example:

- A (4.0) in a 3-credit course = 12.0 points
- B+ (3.3) in a 4-credit course = 13.2 points
- C (2.0) in a 3-credit course = 6.0 points

Total: 31.2 points ÷ 10 credits = **3.12 GPA**.

You'll see a term GPA and a cumulative GPA on your transcript. Pass/fail courses usually don't count towards GPA. Many graduate programmes expect at least a 3.0, and graduation honours such as *cum laude* have thresholds that vary by institution.

## United Kingdom: marks out of 100 and degree classifications

Individual pieces of work and modules are usually marked out of 100. Your final bachelor's honours degree is then **classified**:

| Classification | Typical average |
|---|---|
| First-Class Honours (First) | 70 and above |
| Upper Second-Class Honours (2:1) | 60–69 |
| Lower Second-Class Honours (2:2) | 50–59 |
| Third-Class Honours (Third) | 40–49 |
| Fail | below 40 |

The pass mark for undergraduate modules is usually 40. Marks above 80 are rare in essay-based subjects, where a 72 can be an outstanding piece of work; they are more common in mathematics and sciences. Many employers and postgraduate courses ask for a 2:1 or above.

How the classification is calculated varies. In England, first-year marks often don't count, and the final year usually carries more weight than the second. Scottish honours degrees usually take four years. Universities also have rules for borderline averages, such as 69.5.

**Taught master's degrees** are usually awarded with **Distinction** (70+), **Merit** (60–69) or **Pass** (50–59), with a pass mark of 50. A few UK universities also report a GPA alongside the classification.

## Australia: HD, D, C, P and GPA

Most Australian universities use these grade bands for each unit (subject):

| Grade | Typical range |
|---|---|
| High Distinction (HD) | 85–100 |
| Distinction (D) | 75–84 |
| Credit (C) | 65–74 |
| Pass (P) | 50–64 |
| Fail (N or F) | below 50 |

Not every university follows this exactly. The University of Melbourne, for example, uses H1 (80–100), H2A (75–79), H2B (70–74), H3 (65–69) and P (50–64).

**GPA** in Australia is usually on a **7-point scale**: HD = 7, D = 6, C = 5, P = 4, with fails counting as 0 at most institutions. Some universities use a 4-point scale, and the University of Queensland grades each course directly from 1 to 7. Many universities also calculate a **weighted average mark (WAM)**: the average of your percentage marks, weighted by each unit's credit points. WAM is often used for honours entry, scholarships and prizes.

## Canada: letter grades, percentages and varied GPA scales

Canada has no single national system. Most universities record both a **percentage** and a **letter grade**, and the pass mark in undergraduate courses is commonly 50%. GPA scales vary widely:

- **4.0 scale** (for example the University of Toronto): A+ 90–100 and A 85–89 both = 4.0; A- 80–84 = 3.7; B+ 77–79 = 3.3; B 73–76 = 3.0; B- 70–72 = 2.7; down to D- 50–52 = 0.7; F below 50 = 0.
- **4.3 scale**, used by some Quebec universities, where A+ is worth 4.3.
- **9-point scale** (York University) and **12-point scale** (McMaster University), where an A+ is worth 9 or 12.
- **Percentages only:** some universities, such as the University of British Columbia, record percentage grades as the main measure.

Because the letter cut-offs also vary, an A- can mean 80% at one university and 85% at another. Always check your institution's published grading scale.

## Why you shouldn't compare numbers directly

Look again at a mark of 70:

- **UK:** a First, the top classification.
- **USA:** often a C- on a plus/minus scale.
- **Australia:** a Credit (65–74).
- **Canada (Toronto scale):** a B-.

The systems reflect different marking cultures. UK markers use the top of the scale sparingly; US grading is more compressed towards the top. Neither is harsher overall; they are measuring on different rulers.

If you need to convert grades, for a postgraduate application, a transfer or a job abroad, don't use an online calculator and hope for the best:

1. **Check what the receiving institution asks for.** Many publish their own equivalence tables by country.
2. **Use an official credential evaluation** if requested. In the USA and Canada, services such as World Education Services (WES) evaluate foreign transcripts.
3. **Send your transcript's grading key** (usually printed on the back or available from your registry) so readers can interpret it.

## Making the most of your system

Whatever system you are in, the route to better grades is the same: understand the **marking criteria** for each assignment, see what separates one band from the next, and use feedback to close the gap. Our tutors know how work is assessed in all four countries, and they work from your own course's criteria when you share them.$md$,
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['grading', 'gpa', 'uk degree classification', 'australia', 'canada', 'study abroad'],
  'published',
  now() - interval '49 days',
  'University Grades Explained: US GPA, UK, Australian and Canadian',
  'How university grades work in the USA (GPA), UK (First, 2:1, 2:2), Australia (HD, D, C, P, WAM) and Canada (letter grades and varied GPA scales), and why 70 means different things.'
);

-- 7. Plagiarism and AI tools
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'avoiding-plagiarism-and-using-ai-tools-responsibly',
  'Avoiding Plagiarism and Using AI Tools Within Your University''s Rules',
  'Most academic misconduct cases start with poor habits, not bad intentions. Here is what counts as plagiarism, how to avoid it, and how to use generative AI tools without breaking your university''s rules.',
  $md$Academic integrity means being honest about whose work is whose. Universities take it seriously because a degree certifies that *you* can do what it says. Penalties range from a lower mark or a resubmission to failing a course, suspension or expulsion, and a misconduct record can follow you into applications for postgraduate study or professional registration.

The good news is that most cases start with poor habits rather than bad intentions, and good habits prevent almost all of them.

## What counts as plagiarism

Plagiarism is presenting someone else's work or ideas as your own without proper acknowledgement. It includes:

- **Copying text** without quotation marks and a citation, even a single sentence.
- **Close paraphrasing** ("patchwriting"): swapping a few words or reordering a sentence while keeping the original structure.
- **Using ideas, data, images or code** from a source without citing it.
- **Self-plagiarism:** resubmitting work you have already submitted for credit, in whole or part, without permission.
- **Collusion:** working with other students on an individual assignment beyond what is allowed, or sharing your work for others to copy.
- **Contract cheating:** getting someone else (a friend, a website or a paid service) to produce work you submit as your own. In England, and in Australia, it is a criminal offence to provide or advertise these cheating services to students.

Plagiarism is judged by what you submitted, not by what you intended. "I forgot to add the reference" is an explanation, not a defence.

## Habits that prevent accidental plagiarism

### While researching

- **Record the full reference for every source** as soon as you open it, ideally in a reference manager such as Zotero.
- **Separate quotation, paraphrase and your own thinking** in your notes: use quotation marks and page numbers for exact words, and label your own comments.
- **Never paste text from a source straight into your draft** "to fix later". That is how copied sentences end up in final submissions.

### While writing

- **Paraphrase from understanding, not from the page.** Read the passage, close it, write the idea in your own words, then check you haven't reproduced the original wording or structure. Cite it anyway.
- **Quote sparingly** and only when the exact wording matters. Every quotation needs quotation marks and a page number.
- **Cite common knowledge only when in doubt.** Widely known facts ("Canberra is the capital of Australia") don't need a citation; specific statistics, arguments and findings do.

### Before submitting

- Check that every in-text citation has a matching reference, and vice versa.
- If your university lets you run a draft through a text-matching tool such as Turnitin, use the report to find missing citations. A similarity score is not a plagiarism score: matched quotations and references are fine if correctly cited.

## Generative AI: what universities are saying

Since generative AI tools such as ChatGPT, Copilot, Gemini and Claude became widely available, universities have written or updated their policies. There is no single rule. Most institutions now let each course or assignment set its own position, typically one of:

1. **Not permitted:** no AI use at all for this assessment.
2. **Permitted for specific purposes,** such as brainstorming or checking grammar, with acknowledgement.
3. **Permitted or encouraged,** sometimes as part of the task itself, with acknowledgement.

Using AI in a way the assignment does not allow is usually treated as academic misconduct, in the same way as using an unauthorised source or another person.

### Check before you use

For every assignment, check the assessment brief, the course handbook and your university's AI policy. If the instructions are unclear, **ask your instructor in writing** (an email is fine) and keep the reply.

### Uses that are often allowed (if your course permits)

- Explaining a difficult concept in simpler terms, which you then check against your course materials.
- Generating practice questions to test yourself.
- Suggesting search terms for a database search.
- Pointing out grammar or spelling issues in your own text, where proofreading tools are permitted.

### Uses that are usually not allowed

- Generating text, code, analysis or answers that you submit as your own work.
- Paraphrasing a source through an AI tool to disguise where the words came from.
- Using AI during an exam or test unless it is explicitly permitted.

### Risks even when AI use is allowed

- **Made-up references.** AI tools can invent sources, page numbers and quotations that look real. Never cite a source you haven't found and read yourself.
- **Confident errors.** Outputs can be wrong, out of date or biased. You are responsible for every claim you submit.
- **Privacy.** Don't paste unpublished research, personal data or confidential material into public AI tools.

### Acknowledging AI use

If your course allows AI, it will usually ask you to acknowledge how you used it: a short statement naming the tool, the date and what you used it for, and sometimes the prompts. Some styles have formal guidance, too; APA Style, for example, treats the company that makes the tool as the author: *OpenAI. (2023). ChatGPT (Mar 14 version) [Large language model].* Follow your university's required format.

## A note on AI detectors

Some universities use AI-detection tools; others have stopped, because these tools can produce false positives, particularly for writers using English as an additional language. The best protection is being able to **show your process**: keep your notes, outlines, drafts and version history (Google Docs and Microsoft Word both keep one). If your work is ever questioned, a clear record of how you developed it is powerful evidence.

## If you are accused of misconduct

- Don't panic and don't ignore it: respond by the deadline.
- Read your university's academic integrity procedure.
- Contact your **students' union, student association or student advocacy service**. They can advise you and often attend meetings with you, free of charge.
- Gather your evidence: notes, drafts, version history, sources.
- Be honest. If you made a mistake, saying so and explaining what you have learned usually leads to a better outcome.

## Where we stand

We support learning, and we never write, complete or sit graded work. Our tutors explain, ask questions and give feedback on work you have written, and we'll confirm in writing what help you received if your university asks you to declare it. If you're unsure whether a kind of help is allowed on your course, ask us before you book, and check with your instructor too.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'liam-doherty'),
  array['academic integrity', 'plagiarism', 'generative ai', 'chatgpt', 'referencing'],
  'published',
  now() - interval '41 days',
  'Avoiding Plagiarism and Using AI Tools Within University Rules',
  'What counts as plagiarism, habits that prevent it, and how to use generative AI tools like ChatGPT within your university''s rules, including acknowledgement and the risks of made-up references.'
);

-- 8. Reading academic papers
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'how-to-read-academic-papers-efficiently',
  'How to Read Academic Papers Efficiently (Without Reading Every Word)',
  'Journal articles are not written to be read from start to finish. The three-pass approach helps you decide quickly what a paper offers, understand the parts that matter and take notes you can use.',
  $md$The first time you open a journal article, it can feel impenetrable: dense abstract, unfamiliar terms, tables of statistics and forty references. Many students respond by reading every word from the first line to the last, highlighting most of it, and finishing with little idea of what the paper actually argued.

Experienced researchers don't read that way. They read strategically, in passes, and stop as soon as they have what they need. This guide shows you how.

## Know the structure

Most empirical papers in the sciences and social sciences follow the **IMRaD** structure:

- **Introduction:** the problem, what is already known and the gap this study fills. Usually ends with the research question or hypotheses.
- **Methods:** who or what was studied, and how.
- **Results:** what was found, often in tables and figures.
- **and Discussion:** what the findings mean, how they fit with earlier research, limitations and implications.

Humanities articles are structured differently, around an argument developed through sections, but they still signal their main claim early, usually at the end of the introduction, and return to it in the conclusion.

Knowing the structure tells you where to look for what you need.

## The three-pass approach

This approach, popularised in a short 2007 paper by computer scientist S. Keshav, works in any discipline.

### Pass 1: the survey (5–10 minutes)

Read only:

1. The **title and abstract**.
2. The **introduction**, especially the final paragraph where the aims are stated.
3. The **section headings**.
4. The **conclusion**, or the first and last paragraphs of the discussion.
5. A glance at the **figures and tables**.

Then answer: *What question does this paper ask? What does it claim to have found? Is it relevant to my assignment?*

Many papers can be set aside after this pass, and that is a good outcome, not a waste of time.

### Pass 2: the understanding (about an hour)

For papers that matter, read the whole text more carefully, but:

- **Skip detailed proofs, statistical derivations and dense methods** for now.
- **Study the figures and tables closely.** Read the captions and axis labels; the main results are often clearer here than in the prose.
- **Mark unfamiliar terms and references** you may want to follow up.
- **Write a short summary** in your own words: the question, the method, the main findings and the authors' conclusion.

After pass 2 you should be able to explain the paper to a classmate.

### Pass 3: the critique (as long as needed)

Only for the few papers central to your work, such as key sources in a dissertation or literature review. Read as if you were a reviewer:

- Does the method actually answer the question?
- How large and representative is the sample?
- Are there alternative explanations for the results?
- Do the conclusions go further than the evidence allows?
- What limitations do the authors admit, and which do they miss?
- How do the findings compare with other studies you have read?

This is the reading that produces **critical analysis**, the quality markers most often ask for.

## Reading actively

Whichever pass you are on, read with a question in mind. Before you start, write down what you want from this paper: "Does this study support the link between sleep and exam performance?" You will read faster and remember more.

Some other techniques:

- **Annotate in the margins** with short comments ("sample only first-years", "contradicts Chen 2019") instead of highlighting whole paragraphs.
- **Look up key terms** in a subject dictionary or textbook, not just a general search engine.
- **Read the discussion before the results** if the statistics are intimidating; it tells you what the numbers are supposed to show.

## Handling statistics you don't understand

You don't need to be a statistician to read a quantitative paper, but you should know a few basics:

- **p-values** below a threshold (often 0.05) indicate that a result would be unlikely if there were no real effect. They do not tell you how large or important the effect is.
- **Effect sizes** (such as Cohen's *d* or a correlation *r*) show how big a difference or relationship is.
- **Confidence intervals** show the range of plausible values. Wide intervals mean more uncertainty.
- **Sample size** matters: small samples produce less reliable results.

If a paper is central to your work and the statistics are beyond you, a subject tutor can walk you through them.

## Taking notes you will actually use

For each paper, keep a short record, on a card, in a spreadsheet or in your reference manager:

| Field | Example |
|---|---|
| Full reference | In your required style |
| Question or aim | Does retrieval practice improve long-term retention? |
| Method | Experiment, 120 undergraduates, two conditions |
| Key findings | Practice testing beat restudying after one week |
| Limitations | Short prose passages; lab setting |
| My comments | Supports argument in section 2; compare with later classroom studies |

Over a whole project, this table becomes a **synthesis matrix**, which makes writing a literature review far easier.

## How many papers should you read?

It depends on your level and assignment, but the three-pass approach changes the question. You might survey twenty papers, read eight properly and critique three. That's a far better use of time than reading eight papers word for word and never finding the twelve you skipped.

## Quick summary

- Learn the structure so you know where to look.
- Survey first; decide whether to go deeper.
- Read for understanding, then critique only what matters most.
- Read with a question, annotate briefly and keep structured notes.

If you're facing a long reading list or a literature review, our research and referencing tutors can show you how to search, read and take notes more efficiently in your own subject.$md$,
  (select id from public.article_categories where slug = 'study-techniques'),
  (select id from public.authors where slug = 'priya-nair'),
  array['reading', 'journal articles', 'research skills', 'critical thinking', 'note-taking'],
  'published',
  now() - interval '34 days',
  'How to Read Academic Papers Efficiently: The Three-Pass Method',
  'Read journal articles strategically: understand the IMRaD structure, use the three-pass method to survey, understand and critique papers, and take notes that feed straight into your writing.'
);

-- 9. Literature review
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'how-to-write-a-literature-review',
  'How to Write a Literature Review: From Search to Synthesis',
  'A literature review is not a list of summaries. Learn how to search systematically, organise sources by theme, and write a review that builds towards your own research question.',
  $md$A literature review surveys what has already been written on a topic and uses it to set up your own work. You might write one as a stand-alone assignment, as a chapter of a dissertation or thesis, or as part of a research proposal. In every case, the most common feedback is the same: "too descriptive", meaning the review summarises sources one by one instead of bringing them together.

This guide takes you through the process, from planning your search to writing a review that does more than summarise.

## What a literature review is for

A good literature review:

- **maps the field:** the main debates, theories, methods and findings;
- **evaluates** the quality and relevance of the research;
- **identifies gaps,** contradictions or unanswered questions;
- **positions your own work** in relation to what exists.

That last point is the key. A review in a dissertation is not neutral background; it is an argument for why your research question matters.

## Step 1: define your scope

Before searching, decide:

- **Your question or topic,** stated as precisely as you can.
- **Time frame:** the last ten years? Everything since a key study?
- **Types of source:** peer-reviewed journal articles only, or also books, reports and policy documents?
- **Geography, population or setting,** if relevant.
- **Length and purpose:** a 2,000-word assignment needs far fewer sources than a thesis chapter.

Write these down. They become your inclusion criteria and stop the review from expanding forever.

## Step 2: search systematically

1. **Break your question into concepts.** For "How does part-time work affect undergraduate academic performance?" the concepts are *part-time work*, *undergraduates* and *academic performance*.
2. **List synonyms for each concept:** "employment", "paid work", "term-time working"; "university students", "college students"; "grades", "attainment", "GPA".
3. **Combine them with Boolean operators:**
   - `OR` widens within a concept: `employment OR "paid work"`
   - `AND` narrows across concepts: `(employment OR "paid work") AND (undergraduate* OR "college students")`
   - Quotation marks search for exact phrases; an asterisk searches word endings (`undergraduate*`).
4. **Search the right databases.** Your library's subject guides list them: for example PsycINFO for psychology, ERIC for education, PubMed or CINAHL for health, Scopus and Web of Science across disciplines, and Google Scholar as a supplement.
5. **Follow the citation trail.** Check the reference lists of the best papers (backward searching) and use "cited by" links to find newer work (forward searching).
6. **Keep a search log:** databases, search strings, dates and number of results. It saves repeating work and is required for systematic reviews.

For a formal **systematic review**, you'll follow a published protocol and reporting standard such as PRISMA. Most coursework reviews are narrative reviews, but a systematic approach to searching still improves them.

## Step 3: screen and read

Screen titles and abstracts against your inclusion criteria first. Then read the remaining papers using a staged approach: survey each paper quickly, and read closely only the ones that matter most. Record everything in one place as you go.

## Step 4: build a synthesis matrix

A synthesis matrix is a table with sources as rows and themes or questions as columns:

| Source | Theory or model | Method and sample | Main finding | Limitations | Links to other sources |
|---|---|---|---|---|---|
| Author A (2019) | ... | Survey, 1,200 students, UK | ... | Self-reported grades | Agrees with B |
| Author B (2021) | ... | Longitudinal, US | ... | One institution | Agrees with A, contradicts C |
| Author C (2022) | ... | Interviews, 30 students | ... | Small sample | Explains *why* A and B differ? |

Reading down a column shows you what the literature says about each theme. Themes that keep appearing become the sections of your review.

## Step 5: organise by theme, not by source

Compare two ways of writing the same paragraph.

**Descriptive (source by source):**

> Author A (2019) found that students working more than 15 hours a week had lower grades. Author B (2021) also found a negative relationship. Author C (2022) interviewed 30 students about their work.

**Synthesised (by theme):**

> Large-scale studies consistently report a negative association between long working hours and grades (Author A, 2019; Author B, 2021), although both rely on self-reported marks. Qualitative work suggests the mechanism may be reduced time for independent study rather than work itself (Author C, 2022), which may explain why the effect appears only above roughly 15 hours a week.

The second version groups sources, evaluates them and makes a point. That is what markers mean by "synthesis".

Common ways to organise a review:

- **Thematically,** by key themes or debates (the most common).
- **Methodologically,** comparing what different approaches have found.
- **Chronologically,** only if the development of the field over time is itself the point.

## Step 6: write with a clear structure

**Introduction:** define the topic, explain why it matters, and state the scope of the review and how it is organised.

**Body:** one section per theme. Start each section with a sentence stating the main point, then discuss the evidence, comparing and evaluating sources. End each section with what it means for your question.

**Conclusion:** summarise what is known, what is contested and what is missing, and show how the gap leads to your research question or to the focus of your assignment.

## Being critical without being negative

Critical evaluation doesn't mean attacking every study. It means weighing evidence. Useful questions include:

- How strong is the method for this question?
- How large and relevant is the sample?
- Are the findings consistent with other studies? If not, why might that be?
- Is the research recent enough, or has the context changed?
- Who funded it, and could that matter?

Useful phrases: "however, this study relied on...", "these findings are consistent with...", "a limitation shared by most of these studies is...", "evidence for X is stronger than for Y because...".

## Final checks

- [ ] Does every section make a point rather than just report?
- [ ] Are sources compared and evaluated, not only summarised?
- [ ] Is the gap clearly identified?
- [ ] Does the review lead logically to your question?
- [ ] Are all citations and references complete and consistent?

If you'd like feedback on a literature review draft you have written, or help planning your search strategy, our writing feedback and research support services are designed for exactly this stage.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'priya-nair'),
  array['literature review', 'dissertation', 'research skills', 'academic writing', 'synthesis'],
  'published',
  now() - interval '27 days',
  'How to Write a Literature Review: Search, Synthesise and Structure',
  'Plan a literature search with Boolean operators, organise sources in a synthesis matrix, and write a thematic literature review that evaluates research and leads to your own question.'
);

-- 10. Presentations
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'giving-academic-presentations-with-confidence',
  'Giving Academic Presentations with Confidence',
  'How to structure an assessed presentation, design slides that support you rather than replace you, rehearse to time, and handle questions, even if speaking in public makes you nervous.',
  $md$Presentations are assessed on most university courses, from a five-minute seminar talk to a twenty-minute dissertation presentation or a conference-style poster. Many students dread them. The good news is that presenting is a skill with clear, learnable parts, and preparation does most of the work.

## Start with the brief and the marking criteria

Before opening any slide software, read the brief carefully and note:

- **Time limit.** Going well over or under usually costs marks, and some markers stop you at the limit.
- **What is assessed:** content, structure, delivery, visual aids, handling questions, teamwork?
- **Audience:** your tutor only, your seminar group, or an imagined audience such as a client or a conference?
- **Required elements,** such as references on slides or a handout.

Your presentation should be designed around these criteria, just like an essay.

## Structure: tell them, show them, remind them

Listeners can't flick back a page the way readers can, so spoken structure needs to be more explicit than written structure.

### Opening (about 10% of your time)

- **Hook:** a question, a surprising statistic or a short example.
- **Purpose:** "In this presentation I'll argue that..."
- **Roadmap:** "I'll cover three things: the problem, the evidence and what it means for policy."

### Body (about 80%)

Aim for **two to four main points**. More than that and your audience won't remember them. For each point:

1. State it clearly.
2. Give evidence or an example.
3. Explain why it matters.

Use **signposting** between sections: "That's the evidence for the problem. Now let's look at the solutions."

### Close (about 10%)

Summarise your main points, restate your central message, and end deliberately ("Thank you; I'm happy to take questions") rather than trailing off with "so... yeah, that's it".

### How much content fits?

Most people speak at roughly 120 to 150 words a minute in a presentation. A 10-minute talk is therefore around 1,200 to 1,500 words: much shorter than the essay you could write on the same topic. Cut ruthlessly.

## Slides that support you

Your slides are there to help the audience follow, not to hold your script.

- **One main idea per slide,** with a headline that states the point ("Part-time work above 15 hours is linked to lower grades") rather than a label ("Results").
- **Minimal text:** a few short phrases or a single sentence. If your audience is reading, they aren't listening.
- **Use visuals:** a clear graph, diagram or image often replaces a whole slide of bullet points. Label axes and make text large enough to read from the back of the room.
- **High contrast and readable fonts:** dark text on a light background, or the reverse, with a minimum size of around 24 points.
- **Cite sources on the slide** where you use them, with a reference slide at the end, in the style your course requires.
- **Accessibility:** don't rely on colour alone to convey meaning, and describe key visuals aloud.

A rough guide is one slide per minute, but a slide with a complex diagram may need three minutes.

## Rehearse out loud

Reading through slides silently is not rehearsal. Practise out loud, standing up, with a timer.

1. **First run:** check the timing and cut material if you are over.
2. **Second and third runs:** smooth the transitions between sections. These are where most people stumble.
3. **Record yourself** on your phone once. It's uncomfortable, but you'll quickly notice filler words, speed and body language.
4. **Final run in front of someone,** a friend, a flatmate or a study group, and ask them what your main message was. If they can't say, make it clearer.

Use **notes** as prompts, not a script: a few keywords per slide on cards or in the presenter view. Reading a script word for word makes delivery flat and breaks eye contact.

## Delivery

- **Slow down.** Nerves speed everyone up. Pause after key points.
- **Look at your audience,** moving your gaze around the room, not at the screen behind you.
- **Stand still and use natural gestures.** Pacing and fidgeting distract.
- **Project your voice** to the back of the room.

### Managing nerves

Nerves are normal and usually invisible to the audience. Some things that help:

- Arrive early, test the equipment and load your file from a USB stick *and* the cloud.
- Slow your breathing before you start: breathe in for four counts and out for six, a few times.
- Memorise your first two sentences so you start confidently.
- Remember the audience wants you to do well.

If you have a disability or a condition such as an anxiety disorder that makes presenting especially difficult, contact your university's disability or accessibility service early. Adjustments such as presenting to a smaller group or recording in advance may be possible.

## Handling questions

Questions are a chance to show understanding. Prepare by listing five questions you might be asked and drafting answers.

When a question comes:

1. **Listen to the whole question** and pause before answering.
2. **Repeat or rephrase it** if the room is large. This also buys you thinking time.
3. **Answer briefly,** then check: "Does that answer your question?"
4. **If you don't know, say so honestly:** "That's a good question. I haven't looked at that, but based on what I found, I'd expect..." Bluffing is usually obvious.

## Online presentations

For recorded or live online presentations, check your camera position (eye level), lighting (in front of you, not behind), audio (use a headset if possible) and internet connection. Close notifications, and have a backup plan if you're disconnected.

## Quick checklist

- [ ] Structure fits the brief and time limit
- [ ] Two to four main points, clearly signposted
- [ ] Slides with one idea each, minimal text, cited sources
- [ ] Rehearsed out loud at least three times, with a timer
- [ ] Five likely questions prepared

Our tutors can run a practice session with you, listening to your rehearsal and giving feedback on structure, clarity and timing, so you walk in prepared.$md$,
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['presentations', 'public speaking', 'slides', 'assessment', 'confidence'],
  'published',
  now() - interval '19 days',
  'Academic Presentations: Structure, Slides, Rehearsal and Questions',
  'Plan an assessed university presentation: structure it around the marking criteria, design clear slides, rehearse to time, manage nerves and answer questions with confidence.'
);

-- 11. Group work
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'making-group-projects-work',
  'Making Group Projects Work: A Practical Guide for University Students',
  'Group assignments go wrong in predictable ways: unclear roles, last-minute panics and members who disappear. Here is how to set up a group so that does not happen, and what to do if it does.',
  $md$Group projects are common at university because employers value teamwork, and because working with others on a complex task is a skill in itself. They are also a frequent source of stress. Most problems follow a predictable pattern, though, and a little structure at the start prevents most of them.

## The first meeting matters most

Hold a proper first meeting as soon as the group is formed, even if the deadline feels far away. Use it to agree on:

### 1. A shared understanding of the task

Read the brief and marking criteria together. Each person says in one sentence what they think the assignment asks for. Differences that surface now are easy to resolve; differences discovered the night before submission are not.

### 2. How you'll be assessed

Is there one group mark? Individual marks? **Peer assessment**, where members rate each other's contributions? Many universities use peer-assessment tools (such as WebPA in the UK or CATME in North America) to adjust individual marks. Knowing this early encourages everyone to contribute.

### 3. A team agreement

Write a short team agreement, sometimes called a team charter, covering:

- **Communication:** which channel (group chat, email, Teams) and how quickly people should reply.
- **Meetings:** how often, where or online, and what happens if someone can't attend.
- **Quality:** what standard the group is aiming for.
- **Deadlines:** internal deadlines well ahead of the real one.
- **Problems:** what you'll do if someone misses a deadline.

Everyone should agree to it. It feels formal, but it gives you something to point to later without making it personal.

## Divide the work clearly

Break the project into tasks, then assign each task to a named person with a deadline. A simple shared table works well:

| Task | Owner | Due | Status |
|---|---|---|---|
| Literature search on topic A | Amira | 10 Oct | Done |
| Data analysis | Josh | 17 Oct | In progress |
| Draft introduction | Mei | 20 Oct | Not started |
| Slides and formatting | Tom | 24 Oct | Not started |

Some roles that help, beyond the content tasks:

- **Coordinator:** keeps track of the plan and chases deadlines (not the same as "does all the work").
- **Editor:** makes the final document read as one voice.
- **Checker:** reviews referencing, formatting and the brief's requirements before submission.

Rotate roles if the project is long, and try to give everyone a share of the intellectually demanding work, not just formatting.

## Work in shared documents

Use a shared document or workspace (Google Docs, Microsoft 365 or your university's platform) rather than emailing files back and forth. Shared documents keep one current version and a **version history** that shows who contributed what, useful evidence if there's ever a dispute about contributions.

## Run short, useful meetings

- Send a brief agenda beforehand.
- Start with a quick round: what have you done, what's next, is anything blocking you?
- Make decisions, and write them down with owners and deadlines.
- Keep notes in a shared place so anyone who missed the meeting can catch up.

Thirty focused minutes a week is usually better than an occasional three-hour session.

## Plan the integration

The most common late-stage problem is a document that reads like four separate essays stapled together. Build in time for integration:

- Agree on style, terminology, referencing style and formatting at the start.
- Set an internal deadline for all sections at least a week before submission.
- Have one editor, or the whole group together, read the full draft and smooth the joins.

## When things go wrong

### Someone isn't contributing

Don't let resentment build silently.

1. **Talk to them early and privately.** There may be a reason: illness, work, caring responsibilities or confusion about what they're supposed to do.
2. **Refer to the team agreement** and agree on a specific, achievable task with a deadline.
3. **Keep records:** meeting notes, task lists and version history.
4. **Talk to your tutor or module leader** if the problem continues. Do this before the deadline, not after. They would much rather help early, and many courses have a process for exactly this situation.

### Disagreements about direction

Disagreement about ideas can improve the work. Keep it focused on the brief and the marking criteria ("which approach better answers the question?") rather than on personalities. If you're stuck, agree on a way to decide, such as a vote or asking the tutor, and move on.

### You're doing everything

Taking over every task feels safer, but it leaves you exhausted and the others disengaged. Delegate clearly, give feedback, and raise persistent problems with your tutor instead of absorbing them.

## Group work and academic integrity

Group assignments often have rules about what must be individual. A common example is a group presentation followed by an individual written report. Collaboration beyond what the brief allows can count as collusion, so check the rules and keep the individual parts genuinely individual.

## Quick checklist

- [ ] First meeting held, with the brief read together
- [ ] Team agreement written and agreed
- [ ] Tasks assigned with owners and deadlines
- [ ] Shared document with version history
- [ ] Internal deadline a week before submission for integration
- [ ] Problems raised early, with records kept

Group projects go well when expectations are clear from the start. If you'd like help planning a group project or preparing your part of it, our study skills coaches can help you organise your contribution and your time.$md$,
  (select id from public.article_categories where slug = 'student-life'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['group work', 'teamwork', 'collaboration', 'peer assessment', 'study skills'],
  'published',
  now() - interval '12 days',
  'Making Group Projects Work: Team Agreements, Roles and Free Riders',
  'Set up a university group project for success: read the brief together, write a team agreement, assign tasks with deadlines, integrate the work and deal early with members who do not contribute.'
);

-- 12. Exam stress
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'managing-stress-in-exam-season',
  'Managing Stress in Exam Season',
  'Some pressure before exams is normal and can even help. Here is how to keep stress at a useful level, look after the basics that affect performance, and know when and where to get support.',
  $md$Feeling stressed before exams is normal. A moderate level of pressure can sharpen your focus and motivate you to prepare. The problem comes when stress becomes constant or overwhelming: when you can't sleep, can't concentrate, or start avoiding revision altogether because thinking about it feels too much.

This article covers practical ways to keep stress manageable during exam season, and where to find help if it becomes more than that.

## Recognise the signs

Stress shows up differently for different people. Common signs include:

- **Physical:** trouble sleeping, headaches, tense shoulders, stomach problems, feeling tired all the time.
- **Mental:** racing thoughts, difficulty concentrating, going blank, constant worry about failing.
- **Behavioural:** avoiding revision, endless scrolling, skipping meals, withdrawing from friends, relying on caffeine, alcohol or other substances.

Noticing these early gives you a chance to act before they snowball.

## A plan is the best stress reliever

Much exam stress comes from uncertainty: *Is there enough time? What should I be doing right now?* A revision plan answers those questions.

1. List every exam, its date, format and weighting.
2. List the topics for each exam and rate your confidence in each.
3. Spread the topics across the days available, with the weakest and most heavily weighted first.
4. Build in rest, including at least one half-day a week completely off.

Once the plan exists, your only job each day is to follow it. If you fall behind, adjust the plan rather than abandoning it.

## Revise in ways that build confidence

Active revision methods, such as testing yourself, doing past papers and explaining topics out loud, are more effective than rereading, and they also reduce anxiety. Each time you answer a question correctly from memory, you have real evidence that you know it. Rereading gives only a vague sense of familiarity, which tends to fade under pressure.

Practising under exam conditions (timed, no notes) also makes the real exam feel less unfamiliar.

## Look after the basics

It is tempting to treat sleep, food and exercise as things to sacrifice during exams. They are the opposite: they directly affect memory and concentration.

### Sleep

- Most adults need **seven to nine hours** a night.
- Sleep helps consolidate what you learned during the day; all-nighters undermine it.
- Keep a regular bedtime and wake time, even on days without exams.
- Stop revising and put screens away 30 to 60 minutes before bed.

### Food and drink

- Eat regular meals, including breakfast on exam days.
- Keep water with you while revising and during the exam if permitted.
- Be careful with caffeine, especially after mid-afternoon, as it can disrupt sleep. Energy drinks often contain large amounts.

### Movement

Even a 20-minute walk can lift your mood and reduce tension. Regular physical activity is one of the most reliable ways to manage stress, and a walk between revision sessions is a useful break in its own right.

### Connection

Keep talking to friends and family. A short conversation about something other than exams can reset your perspective. Study groups can help too, as long as they stay focused and don't become a competition over who has revised the most.

## Handling anxious thoughts

Exam anxiety often involves catastrophic thinking: "If I fail this exam, I'll fail the year, and my life will be ruined." Try to:

- **Notice the thought** and name it: "I'm catastrophising again."
- **Check the evidence:** what has actually happened in past exams? What are the real consequences of a disappointing mark? Most universities offer resits, supplementary assessments or other routes forward.
- **Replace it with something realistic:** "This exam matters, and I've prepared. Even if it goes badly, there are options."

A simple breathing exercise can calm the physical response: breathe in slowly through your nose for four counts, hold for a moment, and breathe out through your mouth for six counts. Repeat five times.

## On the day

- Prepare everything the night before: ID, pens, calculator, water, directions to the venue or login details for an online exam.
- Arrive early, but avoid last-minute cramming with anxious classmates outside the exam room if it unsettles you.
- When you get the paper, read the instructions, then spend a few minutes planning your time before you start writing.
- If your mind goes blank, pause, breathe, and move on to another question. Information often comes back when you stop chasing it.
- Afterwards, resist the urge to pick over every answer. Rest, then turn to the next exam.

## If something affects your exams

If illness, bereavement, a mental health condition or other serious circumstances affect your preparation or performance, tell your university. Most have a formal process, called **extenuating circumstances** or **mitigating circumstances** in the UK, **special consideration** in Australia, and **academic accommodations**, **deferrals** or **incompletes** in the USA and Canada. These processes usually have strict deadlines and often need evidence, so apply as early as you can.

If you have a disability or long-term condition, your university's disability or accessibility service can arrange exam adjustments such as extra time or a separate room. Register well before exam season.

## When to get more help

Talk to someone if stress is affecting your sleep, eating or daily life for more than a couple of weeks, or if you feel hopeless. Good places to start:

- Your university's **counselling or wellbeing service**, which is usually free for students.
- Your **doctor** or campus health centre.
- Your **personal tutor, academic adviser or student support team**.

If you are in crisis or thinking about harming yourself, contact emergency services (**911** in the USA and Canada, **999** in the UK, **000** in Australia) or a crisis line: **988** (Suicide and Crisis Lifeline in the USA; Suicide Crisis Helpline in Canada), **Samaritans on 116 123** in the UK, or **Lifeline on 13 11 14** in Australia. You do not have to be at a breaking point to reach out.

## Summary

- Some stress is normal; watch for signs that it's becoming overwhelming.
- A realistic revision plan removes much of the uncertainty that fuels anxiety.
- Active revision builds real confidence.
- Protect sleep, food, movement and connection.
- Use your university's processes and support services early.

Our exam preparation tutors can help you build a realistic revision plan and practise under timed conditions, so the exam itself feels familiar. For wellbeing support, your university's own services are the right first stop.$md$,
  (select id from public.article_categories where slug = 'student-life'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['exam stress', 'wellbeing', 'mental health', 'exam preparation', 'sleep'],
  'published',
  now() - interval '5 days',
  'Managing Exam Stress at University: Practical Strategies and Support',
  'Keep exam stress manageable with a realistic revision plan, active revision, sleep and exercise, techniques for anxious thoughts, and where to get help in the USA, UK, Australia and Canada.'
);

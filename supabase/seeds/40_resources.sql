-- Study resources shown on /resources. Content is Markdown shown on /resources/<slug>; link resources
-- point to external sites. Members-only resources are visible to users with an active membership.

insert into public.resources (slug, title, description, kind, content, file_path, external_url, category_id, members_only, status, published_at)
values
(
  'essay-planning-guide',
  'Essay Planning Guide: From Question to Outline',
  'A step-by-step method for turning an essay question into a clear thesis and paragraph-by-paragraph outline before you start drafting.',
  'guide',
  $md$Most weak essays go wrong before the first sentence is written: the question was misread, the argument was never decided, or the structure was improvised while drafting. Half an hour of planning prevents all three.

## Step 1: Take the question apart

Copy the question and mark three things:

- **Command words**, which tell you what to do: *discuss*, *evaluate*, *compare*, *analyse*, *to what extent*.
- **Topic words**, which tell you what to write about.
- **Limiting words**, which narrow the scope: a period, a country, a theory, "with reference to two case studies".

Then rewrite the question in your own words. If you can't, ask your tutor before you go further.

| Command word | What it asks for |
|---|---|
| Describe | Say what something is like, without judging it |
| Explain | Say how or why something happens |
| Analyse | Break it into parts and show how they relate |
| Compare | Show similarities and differences |
| Evaluate / assess | Weigh evidence and reach a judgement |
| Discuss | Consider different views and reach a conclusion |
| To what extent | Judge how far something is true, with evidence on both sides |

## Step 2: Check the marking criteria

Read the rubric or marking criteria and the band above the grade you are aiming for. Note two or three things it rewards, such as "critical use of sources" or "clear line of argument", and keep them in view while you plan.

## Step 3: Gather and sort ideas

Brainstorm everything you know, then read with the question in mind. Sort your notes into groups of related points. Each group is a candidate paragraph or section.

## Step 4: Decide your argument

Write a one- or two-sentence **thesis**: your answer to the question. For example:

> "Although remote learning widened access for some students, the evidence suggests it deepened attainment gaps for those without reliable internet or quiet study space."

A thesis takes a position that someone could disagree with. "This essay will discuss remote learning" is a topic, not a thesis.

## Step 5: Build the outline

For each paragraph, write:

1. **Point:** the topic sentence, which links back to your thesis.
2. **Evidence:** the sources, data or examples you will use, with references.
3. **Analysis:** why this evidence supports your point, and any limitations.
4. **Link:** how this paragraph leads to the next, or back to the question.

Order the paragraphs so the argument builds. Put counter-arguments where you can answer them, not in a list at the end.

## Step 6: Plan the word count

Divide your words roughly as: introduction 10%, body 80%, conclusion 10%. A 2,000-word essay gives you around 1,600 words of body: typically five to seven paragraphs of 200 to 300 words each.

## Step 7: Test the plan

Before drafting, check:

- [ ] Does every paragraph answer the question, not just the topic?
- [ ] Can I state my argument in one sentence?
- [ ] Do I have evidence for every point?
- [ ] Have I included analysis, not just description?
- [ ] Does the order build towards my conclusion?

A plan you can check in five minutes is far easier to fix than a finished draft.$md$,
  null, null,
  (select id from public.article_categories where slug = 'academic-writing'),
  false, 'published', now() - interval '88 days'
),
(
  'dissertation-planning-guide',
  'Planning a Dissertation or Capstone Project: A Month-by-Month Guide',
  'A members-only guide to planning a dissertation, capstone or research project backwards from the deadline, with milestones, supervisor meetings and a risk checklist.',
  'guide',
  $md$A dissertation is a long project with few external deadlines until the final one. The students who finish calmly are usually the ones who planned backwards from submission day and checked progress against milestones.

## Work backwards from the deadline

Start with the submission date and work back. A typical plan for a six-month undergraduate or master's project:

| Time before submission | Milestone |
|---|---|
| 6 months | Topic and research question agreed with supervisor; ethics requirements checked |
| 5 months | Literature search done; synthesis matrix started; methodology chosen and justified |
| 4 months | Ethics approval (if needed) in place; data collection or source analysis begins |
| 3 months | Literature review draft; data collection continuing |
| 2 months | Data collection finished; analysis under way; methodology chapter drafted |
| 6 weeks | Results or findings chapter drafted |
| 4 weeks | Discussion and conclusion drafted; full draft complete |
| 3 weeks | Full draft to supervisor (check how much they are allowed to read) |
| 2 weeks | Revisions from feedback |
| 1 week | Proofreading, references, formatting, abstract, declarations |
| Final days | Submit early; keep a copy of the receipt |

Adjust the times for your own project length. If ethics approval is needed for research with people, build in extra time: committees often meet monthly and may ask for changes.

## Set up a weekly routine

- **Fixed writing time:** at least two or three protected blocks a week, even in data-collection months.
- **Weekly log:** three lines each week: what I did, what I'm doing next, what's blocking me.
- **Word count tracking:** useful motivation, but progress also includes reading, analysis and thinking.

Writing from early on, even rough notes on your method, makes the final months much easier than leaving all the writing to the end.

## Make the most of your supervisor

Your supervisor is your main academic guide.

- Agree how often you will meet and how you will communicate.
- Send an agenda or specific questions a few days before each meeting.
- Send drafts in advance, saying what kind of feedback you want.
- After each meeting, email a short summary of what you agreed. This creates a record and checks you understood.
- Check the rules on how much of your draft your supervisor may read; some universities limit this.

## Know the rules on outside help

Universities differ on what outside support is allowed for a dissertation. Coaching on planning, methods you then apply yourself, and feedback on your own drafts are often permitted; someone else writing, rewriting or analysing your data for you is not. Read your handbook, tell your supervisor about any support you use, and declare it wherever your university asks.

## Risk checklist

Ask yourself these questions at the start, and again every month:

- [ ] Do I have access to the data, participants or sources I need?
- [ ] Is ethics approval needed, and have I allowed time for it?
- [ ] Is my question narrow enough to answer in the word count?
- [ ] Have I backed up my work in at least two places (for example cloud storage and an external drive)?
- [ ] Do I know the formatting, word-count and submission requirements?
- [ ] What is my plan if data collection takes longer than expected?

## When you fall behind

Most dissertations slip at some point. Re-plan from today, cut scope rather than quality if you must (fewer case studies, a narrower question), and talk to your supervisor early. If illness or serious circumstances affect your work, ask about extensions through your university's formal process before the deadline.$md$,
  null, null,
  (select id from public.article_categories where slug = 'academic-writing'),
  true, 'published', now() - interval '60 days'
),
(
  'weekly-study-planner-template',
  'Weekly Study Planner Template',
  'A simple weekly planner for blocking study time around classes, work and rest, with a 20-minute weekly review routine.',
  'template',
  $md$Copy this template into a notebook, spreadsheet or calendar app, and fill it in at the start of each week. It takes about 20 minutes and saves hours of deciding what to do next.

## 1. Weekly review (do this first)

**Deadlines this week and next:**

| Course or module | Task | Due | Weighting |
|---|---|---|---|
| | | | |
| | | | |

**Carried over from last week:**

-
-

**My three priorities this week:**

1.
2.
3.

## 2. Fixed commitments

Block these in first: lectures, seminars, labs, work shifts, travel, caring responsibilities, sport and meals.

## 3. Weekly grid

Give every study block a **specific task**, such as "read chapter 4 and make Cornell notes", not just "study".

| Time | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
|---|---|---|---|---|---|---|---|
| 08:00–09:00 | | | | | | | |
| 09:00–10:00 | | | | | | | |
| 10:00–11:00 | | | | | | | |
| 11:00–12:00 | | | | | | | |
| 12:00–13:00 | | | | | | | |
| 13:00–14:00 | | | | | | | |
| 14:00–15:00 | | | | | | | |
| 15:00–16:00 | | | | | | | |
| 16:00–17:00 | | | | | | | |
| 17:00–18:00 | | | | | | | |
| 18:00–19:00 | | | | | | | |
| 19:00–20:00 | | | | | | | |
| 20:00–21:00 | | | | | | | |

## 4. Spaced review slots

Add short review sessions for material from earlier weeks, using self-testing rather than rereading:

| Topic first studied | Review after 1–2 days | Review after 1 week | Review after 2–3 weeks |
|---|---|---|---|
| | | | |
| | | | |

## 5. Rest

Mark at least **one evening or half-day with no study**. Rest is part of the plan, not a reward for finishing it.

## 6. End-of-week check (5 minutes)

- What went well?
- What didn't get done, and why?
- What will I change next week?

## Tips

- Put your most demanding tasks at the time of day you concentrate best.
- Leave some empty slots: plans with no slack break at the first surprise.
- If a block keeps getting skipped, move it or make the task smaller rather than feeling guilty about it.$md$,
  null, null,
  (select id from public.article_categories where slug = 'study-techniques'),
  false, 'published', now() - interval '72 days'
),
(
  'literature-review-synthesis-matrix',
  'Literature Review Synthesis Matrix Template',
  'A members-only template for organising sources by theme, method and finding, so that your literature review compares and evaluates research instead of summarising it.',
  'template',
  $md$A synthesis matrix puts your sources in rows and your themes or questions in columns. Reading down a column shows what the literature says about each theme, which is the raw material for a thematic literature review.

## How to use it

1. **Set your columns** before you read in depth: the themes, debates or sub-questions in your topic. Add columns as new themes emerge.
2. **Add a row for each source** you read closely (not every source you skim).
3. **Write short notes in your own words** in each cell, with page numbers for anything you might quote.
4. **Fill the "links" column** as you go: which sources agree, disagree or explain each other?
5. **Read down the columns** when you start writing. Each well-filled column is a likely section of your review.

## The template

| Source (author, year) | Aim or question | Theory or framework | Method and sample | Key findings | Strengths | Limitations | Theme 1 | Theme 2 | Theme 3 | Links to other sources |
|---|---|---|---|---|---|---|---|---|---|---|
| | | | | | | | | | | |
| | | | | | | | | | | |
| | | | | | | | | | | |
| | | | | | | | | | | |
| | | | | | | | | | | |

## Questions to fill the strengths and limitations columns

- Does the method suit the question?
- How large and relevant is the sample, population or corpus?
- Is the work recent enough for your topic?
- Are the conclusions supported by the evidence presented?
- Who funded or published it, and could that matter?

## Turning the matrix into writing

For each theme column, write a paragraph plan:

1. **What is the overall pattern?** ("Most large studies find...")
2. **Where do sources disagree, and why?** (Different methods, populations, time periods?)
3. **How strong is the evidence?**
4. **What is missing?** This is the gap your own work may address.

## Example row

| Source | Aim | Method and sample | Key findings | Limitations | Links |
|---|---|---|---|---|---|
| Karpicke and Blunt (2011) | Compare retrieval practice with concept mapping | Experiments with undergraduates | Retrieval practice produced better learning, including on inference questions | Laboratory setting, science texts | Supports Roediger and Karpicke (2006); compare with classroom studies |

Keep the matrix alongside your reference manager so every row links to a complete reference.$md$,
  null, null,
  (select id from public.article_categories where slug = 'academic-writing'),
  true, 'published', now() - interval '25 days'
),
(
  'pre-submission-checklist',
  'Pre-Submission Checklist for Essays and Reports',
  'Work through this checklist in the 48 hours before a deadline to catch the problems that cost the most marks: the question, the argument, referencing and formatting.',
  'checklist',
  $md$Use this checklist once your draft is complete, ideally a day or two before the deadline so that you have time to fix what you find. Print it, or copy it into your notes app and tick as you go.

## The question and the brief

- [ ] I have reread the question and the assignment brief.
- [ ] Every section answers the question asked, not just the general topic.
- [ ] I have done what the command words ask (evaluate, compare, analyse...).
- [ ] I have met every specific requirement (number of case studies, sources, sections, appendices).
- [ ] I have checked my work against the marking criteria.

## Argument and structure

- [ ] My introduction states my argument or aim clearly.
- [ ] Each paragraph starts with a topic sentence that links to my argument.
- [ ] Each paragraph includes evidence *and* my analysis of it.
- [ ] The order of paragraphs builds the argument logically.
- [ ] My conclusion answers the question and adds no new evidence.

## Evidence and sources

- [ ] My sources are academic and relevant (journal articles, scholarly books, official data).
- [ ] I have compared and evaluated sources, not just described them.
- [ ] Every statistic, quotation and paraphrased idea has a citation.

## Referencing

- [ ] I have used the required style and edition consistently.
- [ ] Every in-text citation has a matching reference, and vice versa.
- [ ] Quotations have quotation marks and page numbers.
- [ ] References are complete: authors, year, title, source, volume and issue, pages, DOI or URL as required.
- [ ] The reference list is in the correct order (usually alphabetical by surname).

## Style and clarity

- [ ] I have read the work aloud, or used text-to-speech, to catch awkward sentences.
- [ ] Sentences are clear and reasonably short; jargon is defined.
- [ ] Spelling follows one convention (US, UK, Australian or Canadian) throughout.
- [ ] Abbreviations are spelled out the first time they are used.

## Formatting and submission

- [ ] The word count is within the limit, and I know what counts (references, tables, appendices?).
- [ ] Font, spacing, margins, page numbers and headings follow the brief.
- [ ] Tables and figures are numbered, titled and referred to in the text.
- [ ] The file name and format (PDF or Word) are what the submission system requires.
- [ ] I have completed any required declarations, including about AI use or proofreading.
- [ ] I have saved a backup copy and I will keep my submission receipt.

## Integrity

- [ ] The work is my own, written by me.
- [ ] Any help I received (feedback, proofreading, permitted AI use) was allowed on this course and is declared where required.

Submitting a few hours early protects you from upload problems and last-minute technical failures.$md$,
  null, null,
  (select id from public.article_categories where slug = 'academic-writing'),
  false, 'published', now() - interval '52 days'
),
(
  'retrieval-practice-worksheet',
  'Retrieval Practice Worksheet',
  'A reusable worksheet for blank-page recall and self-testing: recall a topic from memory, check it, and plan your next review.',
  'worksheet',
  $md$Use this worksheet for one topic at a time. It takes 20 to 30 minutes and works for any subject. Print it or copy it into a notebook.

## Part A: Set up (2 minutes)

- **Topic:** ______________________
- **Date:** ______________________
- **Review number:** first / second / third / fourth
- **Confidence before starting (1–5):** ____

## Part B: Blank-page recall (10 minutes)

**Without looking at any notes**, write down everything you can remember about the topic: key terms and definitions, main ideas, how they connect, examples, formulas, studies, dates or cases.

Use a blank sheet of paper and fill as much of it as you can. Diagrams and arrows are welcome. When you run out of ideas, wait one more minute before stopping: more often comes back.

## Part C: Answer your own questions (5 minutes)

Write three questions an examiner might ask about this topic, then answer them from memory.

1. Question: ______________________
   Answer:
2. Question: ______________________
   Answer:
3. Question: ______________________
   Answer:

## Part D: Check (5–10 minutes)

Now open your notes, textbook or slides. In a **different colour**, add:

- anything you missed;
- anything you got wrong, with the correct version;
- connections you didn't make.

## Part E: Reflect and plan (3 minutes)

| | |
|---|---|
| What I remembered well | |
| What I missed or got wrong | |
| Why (never understood it / forgot it / mixed it up) | |
| Confidence now (1–5) | |
| Next review date | |

## Choosing the next review date

| How did it go? | Next review |
|---|---|
| Missed a lot | Tomorrow |
| Missed a few things | In 2–3 days |
| Nearly everything correct | In about a week |
| Everything correct, twice in a row | In 2–3 weeks |

## Tips

- Don't peek during Part B. The effort of recalling is what strengthens memory.
- It is normal to remember surprisingly little the first time.
- Keep your completed worksheets: seeing your recall grow across reviews is strong evidence that the method works.$md$,
  null, null,
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  false, 'published', now() - interval '45 days'
),
(
  'apa-style-official-website',
  'APA Style: Official Guidance and Sample Papers',
  'The American Psychological Association''s official APA Style website, with reference examples, formatting guidance and sample student papers for APA 7.',
  'link',
  $md$The official APA Style website is the most reliable free source for APA 7 rules. It is maintained by the American Psychological Association, which publishes the *Publication Manual*.

## What you'll find there

- **Reference examples** for journal articles, books, websites, reports, social media, datasets and more.
- **In-text citation guidance**, including quotations, paraphrasing and secondary sources.
- **Paper format** guidance for student papers: title page, headings, margins and line spacing.
- **Sample papers**, including annotated student papers that show the whole format in practice.
- **Guidance on bias-free language.**

## Tips for using it

- Check that your course uses APA 7 and not an adapted local version; if your university has its own APA guide, follow that where the two differ.
- Student papers and professional papers have slightly different formatting requirements (for example, student papers don't need a running head).
- Use it to check references generated by reference managers, which often get capitalisation wrong.

See our article on referencing styles for side-by-side examples of APA, Harvard, MLA and Chicago.$md$,
  null, 'https://apastyle.apa.org/',
  (select id from public.article_categories where slug = 'academic-writing'),
  false, 'published', now() - interval '85 days'
),
(
  'learning-scientists-study-strategies',
  'The Learning Scientists: Six Strategies for Effective Learning',
  'Free posters, guides and explanations of six research-backed study strategies, written by cognitive psychologists for students and teachers.',
  'link',
  $md$The Learning Scientists is a project run by cognitive psychological scientists who research how people learn. Their website explains the research in plain language and offers free materials for students.

## The six strategies they cover

1. **Spaced practice:** spreading study over time instead of cramming.
2. **Retrieval practice:** bringing information to mind from memory, for example with practice tests.
3. **Elaboration:** asking and explaining how and why things work, and connecting ideas.
4. **Interleaving:** switching between ideas or problem types while you study.
5. **Concrete examples:** using specific examples to understand abstract ideas.
6. **Dual coding:** combining words with visuals such as diagrams and timelines.

## How to use the site

- Start with the downloadable materials: each strategy has a short poster or slide set explaining what it is and how to do it.
- Pick **one strategy** to try this week, such as replacing an hour of rereading with retrieval practice, rather than changing everything at once.
- Combine strategies: spaced retrieval practice with concrete examples is a powerful routine for most subjects.

Our retrieval practice worksheet and weekly study planner put these strategies into a routine you can follow.$md$,
  null, 'https://www.learningscientists.org/',
  (select id from public.article_categories where slug = 'study-techniques'),
  false, 'published', now() - interval '38 days'
);

-- Printable PDFs for resources (supabase/storage-seed/resource-files, built by
-- npm run build:resources) and five more resources, two of them members-only.

update public.resources set file_path = v.file_path
from (values
  ('weekly-study-planner-template', 'weekly-study-planner.pdf'),
  ('literature-review-synthesis-matrix', 'literature-review-synthesis-matrix.pdf'),
  ('pre-submission-checklist', 'pre-submission-checklist.pdf'),
  ('retrieval-practice-worksheet', 'retrieval-practice-worksheet.pdf')
) as v(slug, file_path)
where public.resources.slug = v.slug;

insert into public.resources (slug, title, description, kind, content, file_path, category_id, members_only, status, published_at)
values
(
  'exam-revision-checklist',
  'Exam Revision Checklist',
  'A three-week countdown of revision steps backed by the research on retrieval and spacing, with what to check the day before and on the day.',
  'checklist',
  $md$Use this checklist from about three weeks before an exam. It is built on two of the best-supported findings in learning research: **testing yourself** beats rereading, and **spacing** revision over days beats cramming.

## How to use it

1. Print the PDF or copy the items into your notes.
2. Rate every topic from 1 (lost) to 5 (could teach it) and start with the lowest.
3. Tick an item only when it is really done: a past paper marked against the scheme counts; one skimmed does not.

## Why self-testing

When you reread notes, the material feels familiar, and familiarity is easy to mistake for knowing it. Recalling without notes shows you what you can actually produce in the exam, and the effort of recall strengthens memory.$md$,
  'exam-revision-checklist.pdf',
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  false, 'published', now() - interval '12 days'
),
(
  'paraphrasing-practice-worksheet',
  'Paraphrasing Practice Worksheet',
  'A five-step method and practice space for paraphrasing sources in your own words and structure, so you avoid patchwriting.',
  'worksheet',
  $md$Good paraphrasing is a skill you can practise. The worksheet walks you through a five-step method, then gives you space to try it on two passages from your own reading.

## The key idea

Write from **understanding**, not from the page. If your paraphrase keeps the original's sentence structure and swaps words for synonyms, it is still too close (often called *patchwriting*), even with a citation.

## Check your paraphrase

- Could you explain the idea without looking at the source?
- Is the sentence structure your own?
- Have you kept technical terms that have no real synonym (and only those)?
- Is there a citation?$md$,
  'paraphrasing-practice-worksheet.pdf',
  (select id from public.article_categories where slug = 'academic-writing'),
  false, 'published', now() - interval '9 days'
),
(
  'help-and-ai-use-log',
  'Help and AI Use Log',
  'A simple log for recording help you receive and any AI tools you use while working on an assignment, so declarations are quick and accurate.',
  'template',
  $md$More and more universities ask students to declare help and AI use. Rules differ between courses and even between assignments, so the first step is always to **read the rules for this assignment**.

## What to record

For each use: the date, who or what tool, what you used it for, and what you did with the result. For example: *"12 Mar, university writing centre, discussed paragraph structure, revised section 2 myself."*

## Why keep a log

- Declarations take minutes and are accurate.
- If a question is ever raised about your work, you have a record made at the time.
- Looking back over the log shows you which skills you are leaning on others for.$md$,
  'help-and-ai-declaration-log.pdf',
  (select id from public.article_categories where slug = 'academic-integrity'),
  false, 'published', now() - interval '6 days'
),
(
  'lab-report-template',
  'Lab Report Template',
  'The standard sections of a scientific lab report, what goes in each, and the mistakes markers see most often.',
  'template',
  $md$This template sets out the usual structure of a lab report (IMRaD: introduction, method, results and discussion) with prompts for what each section should contain. Your module handbook has the final say on headings and length.

## Common mistakes

- Interpreting results in the Results section: save it for the Discussion.
- Figures without numbered captions or axis units.
- A method written as instructions ("add 5 ml") instead of a past-tense account.$md$,
  'lab-report-template.pdf',
  (select id from public.article_categories where slug = 'research-and-statistics'),
  true, 'published', now() - interval '5 days'
),
(
  'feedback-action-plan',
  'Feedback Action Plan',
  'A worksheet for turning marker feedback from several assignments into specific, checkable actions for the next one.',
  'worksheet',
  $md$Feedback changes marks only when it changes what you do next. This worksheet helps you gather comments from your last few assignments, find the patterns, and turn them into actions you can check before you submit.

## Tips

- Look for comments that repeat across modules: they are usually about skills, not topics.
- If a comment is unclear ("more critical analysis"), ask your tutor for an example.
- Make actions specific: "end each paragraph by linking back to the question" rather than "improve structure".$md$,
  'feedback-action-plan.pdf',
  (select id from public.article_categories where slug = 'academic-integrity'),
  true, 'published', now() - interval '3 days'
);

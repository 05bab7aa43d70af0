-- Who each service on /services is for.
update public.services set audience = v.audience
from (values
  ('tutoring', 'Students at any level who are stuck on a topic, falling behind after a missed week, or want to check their understanding before an exam.'),
  ('writing-feedback', 'Students with a draft they have written themselves who want to know how to make it clearer and better argued before they revise and submit it.'),
  ('proofreading', 'Students who have finished and revised their own work, including those writing in English as an additional language, and want surface errors flagged.'),
  ('study-skills', 'First-year and returning students, and anyone whose current way of studying takes too long or does not stick.'),
  ('exam-preparation', 'Students with exams coming up who want a revision plan, practice under timed conditions and feedback on their answers to past papers.'),
  ('research-and-referencing', 'Students starting a research project or literature review, or unsure how to search databases and reference sources correctly.'),
  ('dissertation-coaching', 'Final-year undergraduates and postgraduates planning, researching and writing a dissertation or thesis of their own.')
) as v(slug, audience)
where public.services.slug = v.slug;

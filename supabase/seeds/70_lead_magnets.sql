-- The free "Study Success Guide" offered by the home page sign-up form (lead-capture function).
-- The PDF lives in the private 'lead-magnets' storage bucket at file_path; the function emails a link.

insert into public.lead_magnets (slug, title, description, file_path, email_subject, email_body, is_active)
select
  'study-success-guide',
  'Study Success Guide',
  'A free three-page PDF guide for university students: plan your term backwards from deadlines, study with retrieval practice and spacing, write stronger assignments, use feedback well, look after yourself in exam season and understand your grading system, with a checklist to keep.',
  'study-success-guide.pdf',
  'Your free Study Success Guide from Scholarly Support',
  $txt$Hi there,

Thank you for requesting the Study Success Guide. You can download it here:

{{download_url}}

The link stays active for 7 days, so save the PDF somewhere handy.

Inside you'll find:

- A term planner and a weekly planning routine that takes 20 minutes
- How to replace rereading and highlighting with retrieval practice and spaced repetition
- An essay planning method, from command words to paragraph outline
- Referencing quick guides for APA 7, Harvard, MLA and Chicago
- An exam-week checklist and strategies for managing stress

Three things to try this week:

1. Put every deadline for the term into one calendar.
2. After your next lecture, close your notes and write down everything you remember, then check.
3. Book one protected evening off. Rest is part of the plan.

Want more? Our free articles, quizzes and study resources are at {{site_url}}/articles, and if you'd like one-to-one help from a tutor in your subject, you can find out how it works at {{site_url}}/services.

Good luck with your studies,

The Scholarly Support team

You're receiving this email because you requested the Study Success Guide on our website. We won't send you marketing emails unless you agree to them, and you can ask us to delete your details at any time by replying to this email or writing to privacy@scholarlysupport.co.$txt$,
  true
where not exists (select 1 from public.lead_magnets where slug = 'study-success-guide');

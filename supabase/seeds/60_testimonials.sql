-- Approved testimonials shown in the home page's "Success Stories" section (/#testimonials).
-- Names are first name and initial; universities are described by type to protect students' privacy.

insert into public.testimonials (name, university, country, service_id, rating, quote, status, is_featured, sort_order)
values
(
  'Hannah R.',
  'Russell Group university, second-year Psychology',
  'United Kingdom',
  (select id from public.services where slug = 'writing-feedback'),
  5,
  'My marks kept landing at 58 or 59 with the comment "too descriptive", and I honestly didn''t know what that meant. My reviewer highlighted three paragraphs where I summarised a study and stopped, and explained how to add a sentence on why it mattered for my argument. I rewrote them myself, and my next essay got a 66.',
  'approved', true, 10
),
(
  'Marcus T.',
  'Large public university, Statistics major',
  'United States',
  (select id from public.services where slug = 'tutoring'),
  5,
  'Hypothesis testing just wasn''t clicking in lectures. My tutor had me explain each step back to her and made up new practice problems until I could do them without prompts. By the midterm I understood what a p-value actually was instead of memorising a rule.',
  'approved', true, 20
),
(
  'Priya S.',
  'Research university in Melbourne, Master of Public Health',
  'Australia',
  (select id from public.services where slug = 'research-and-referencing'),
  5,
  'I came from a different academic system and had never used APA before. In two sessions my tutor showed me how to search the databases properly and set up Zotero, and explained when I needed a citation and when I didn''t. My referencing went from a weakness to something my lecturer commented on positively.',
  'approved', true, 30
),
(
  'Liam O.',
  'Comprehensive university in Ontario, first-year Engineering',
  'Canada',
  (select id from public.services where slug = 'study-skills'),
  5,
  'First term, I was working 20 hours a week at my job and always behind. My coach looked at my real schedule and helped me block study time around my shifts, and taught me to test myself instead of rereading. I finished second term with a higher GPA and more sleep.',
  'approved', true, 40
),
(
  'Amara N.',
  'Post-1992 university, final-year Nursing',
  'United Kingdom',
  (select id from public.services where slug = 'dissertation-coaching'),
  5,
  'My coach never touched a word of my dissertation, which was exactly what I needed, because my university is strict about that. She helped me plan backwards from the deadline, prepare questions for my supervisor and keep writing every week. I submitted a week early for the first time ever.',
  'approved', false, 50
),
(
  'Jordan M.',
  'Liberal arts college, History major',
  'United States',
  (select id from public.services where slug = 'proofreading'),
  4,
  'I have dyslexia and proofreading my own work is exhausting. The proofreader marked everything as tracked changes with short notes, so I could see the patterns in my mistakes, and they checked my Chicago footnotes too. It was a bit slower than I hoped during finals week, but the quality was great.',
  'approved', false, 60
),
(
  'Chloe W.',
  'Group of Eight university, second-year Commerce',
  'Australia',
  (select id from public.services where slug = 'exam-preparation'),
  5,
  'My tutor built a revision timetable around my four exams and made every session about past-paper questions under time pressure. Seeing where I lost marks on practice answers helped more than any amount of rereading. I got my first High Distinction in accounting.',
  'approved', false, 70
),
(
  'Daniel K.',
  'Research university in British Columbia, Economics',
  'Canada',
  (select id from public.services where slug = 'tutoring'),
  4,
  'Intermediate macro was the course I was most worried about. My tutor was patient and explained the models with real examples until the graphs made sense. It took a couple of tries to find a time that worked across time zones, but the sessions themselves were excellent.',
  'approved', false, 80
),
(
  'Sophie L.',
  'Russell Group university, MA Education',
  'United Kingdom',
  (select id from public.services where slug = 'writing-feedback'),
  5,
  'The feedback on my literature review draft showed me I was going through sources one by one. My reviewer suggested organising by theme and pointed out which studies disagreed and why that was interesting. Rewriting it myself was hard work, but it is the best piece of writing I have done.',
  'approved', false, 90
),
(
  'Ethan B.',
  'Large public university, Biology pre-med track',
  'United States',
  (select id from public.services where slug = 'study-skills'),
  5,
  'I used to highlight whole chapters and still blank in exams. My coach introduced retrieval practice and spaced flashcards, and we checked in every two weeks to see what was working. My organic chemistry exam scores went up a full letter grade by the end of the semester.',
  'approved', false, 100
);

-- Two more article categories, twelve more published articles, one scheduled article and one
-- draft. Runs after 20_articles.sql, whose authors and categories it looks up by slug.
-- Published dates are fixed and all older than the three newest articles in 20_articles.sql
-- (which are relative to now()), so the home page's "latest articles" stay the same.
-- reading_time_minutes and search are generated columns and are never inserted.

insert into public.article_categories (slug, name, description, sort_order) values
(
  'research-and-statistics',
  'Research Methods & Statistics',
  'Research questions, qualitative and quantitative methods, dissertation planning and the statistics you need to describe, test and report your results with confidence.',
  50
),
(
  'academic-integrity',
  'Academic Integrity & Feedback',
  'Working within your university''s rules on collaboration, AI tools and misconduct, and turning marker feedback into a plan for your next assignment.',
  60
);

-- 13. Essay structure
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'essay-structure-thesis-peel-paragraphs',
  'How to Structure an Essay: Thesis Statements, PEEL Paragraphs, Introductions and Conclusions',
  'A clear structure is what lets a marker follow your argument. Here is how to build an essay from a thesis statement, write body paragraphs with PEEL, and open and close with purpose.',
  $md$Markers read a lot of essays, and the ones that score well have something in common: the reader always knows what the essay is arguing and where it is going next. That is what structure does. It isn't a formula that makes every essay look the same; it is a way of making your thinking easy to follow.

This guide works through one example question from start to finish: **"To what extent is social media use harmful to the wellbeing of young people?"** It is a typical "to what extent" question of the kind set in psychology, sociology, education and media studies.

## Start with the question, not the structure

Before you plan paragraphs, pin down what the question asks you to do.

- **Command words** tell you the task. "Describe" and "outline" ask *what*; "explain" asks *why* or *how*; "discuss", "evaluate", "assess" and "to what extent" ask you to weigh evidence and reach a judgement.
- **Topic words** set the scope: here, *social media use*, *harmful*, *wellbeing* and *young people*. Each needs a working definition, because "young people" could mean 13-year-olds or 23-year-olds, and the evidence differs.
- **Limiting words** narrow it further: a time period, a country, or a theory you must apply.

Essays that lose marks for "not answering the question" usually go wrong here, before a word of the essay is written.

## Step 1: write a working thesis

A thesis statement is your answer to the question in one or two sentences. It is the claim the whole essay defends, and every paragraph should help to support it.

Compare three attempts:

- **Weak:** "This essay will discuss the positive and negative effects of social media." It announces a topic but takes no position.
- **Better:** "Social media is harmful to young people's wellbeing." It takes a position, but one too absolute to defend with mixed evidence.
- **Strong:** "The evidence suggests that average social media use has only a small association with young people's wellbeing; the risks are concentrated in particular patterns of use, such as late-night use that displaces sleep, and in already vulnerable users, so a blanket judgement of harm overstates the case."

A strong thesis is **arguable** (a reasonable person could disagree), **specific** (it names reasons or conditions) and **responsive** (it answers the question as set, here by saying *to what extent*).

Call it a *working* thesis. Your reading may change your mind, and that is a sign of good research. When it happens, revise the thesis, then check that every paragraph still serves it.

## Step 2: plan the body from your reasons

A good thesis contains reasons, and the reasons become your paragraphs or groups of paragraphs. For the example:

1. Large studies find that the average association between use and wellbeing is small.
2. Some patterns of use, such as late-night use and passive scrolling, show stronger links with poor wellbeing.
3. Effects vary between individuals; vulnerable groups may be affected more.
4. Counter-argument: most of the research is correlational, so the direction of cause is unclear, which limits the "harm" and the "no harm" positions alike.

Order the points so each builds on the last. Place the counter-argument where it does most work, often just before the conclusion, and *respond* to it rather than simply listing it.

As a rough guide, a 2,000-word essay might have an introduction of about 200 words, five or six body paragraphs of 200 to 300 words, and a conclusion of about 200 words. Most essays don't use headings, while reports usually do; check what your department expects.

## Step 3: build each paragraph with PEEL

PEEL is a simple structure for an analytical paragraph:

- **Point:** a topic sentence making one claim that supports your thesis.
- **Evidence:** research findings, data, examples or quotations that support the claim, with citations.
- **Explanation:** what the evidence shows, how strong it is and why it supports your point. This is where the analysis happens.
- **Link:** a connection back to the thesis or forward to the next paragraph.

You may also meet **PEAL** (Point, Evidence, Analysis, Link), **TEEL** (Topic sentence, Explanation, Evidence, Link), which is common in Australia, and other variants. They all describe the same pattern: a claim, support for it, analysis of that support, and a connection to the argument.

### A PEEL paragraph in action

> **(Point)** Although social media is often blamed for a decline in young people's wellbeing, the average association between the two appears to be small. **(Evidence)** Analysing survey data from more than 350,000 adolescents in the UK and USA, Orben and Przybylski (2019) found that digital technology use explained at most 0.4% of the variation in wellbeing. **(Explanation)** An association this small suggests that, for a typical user, time spent online matters far less than other factors in their life, although an average can hide larger effects in particular groups. Because the data were correlational and the participants were adolescents, the study also cannot show that technology use *causes* lower wellbeing, or that the same pattern holds for university students. **(Link)** The average effect is therefore an incomplete answer, and the next question is whether particular *kinds* of use carry more risk than others.

Notice how much of the paragraph is explanation. The paragraph that markers call "too descriptive" is usually one that stops after the evidence.

### Topic sentences do the heavy lifting

Read only the first sentence of each paragraph, in order. Together they should read like a summary of your argument. If they don't, either some paragraphs lack a clear point or the order needs work. This "topic sentence test" is one of the quickest structural checks you can run on a draft.

## Step 4: write the introduction

Many students write the introduction first and never return to it. Write a rough version to get started, then rewrite it at the end, when you know exactly what the essay argues.

A typical introduction does four things, roughly in this order:

1. **Context:** why the topic matters, in a sentence or two. Skip sweeping openers such as "Since the dawn of time".
2. **Focus:** key definitions and the scope of the essay ("This essay focuses on people aged 13 to 25 in high-income countries").
3. **Thesis:** your answer to the question.
4. **Roadmap:** a sentence on how the essay proceeds ("It first examines large-scale studies, then considers patterns of use and individual differences, before assessing the limits of correlational evidence").

Roadmap sentences are standard in the UK and Australia and common in North America, although some instructors prefer a lighter touch. If your department publishes exemplar essays, look at how they open.

## Step 5: write the conclusion

A conclusion should **answer the question directly**, which in a "to what extent" essay means stating your judgement. It then draws the strands together and says why the answer matters.

- **Restate the thesis in fresh words,** now supported by everything the essay has shown.
- **Synthesise rather than summarise:** show how the points combine ("Taken together, the small average effect and the stronger links for late-night use suggest that...").
- **State implications or limits:** what follows for policy, practice or further research.
- **Don't introduce new evidence.** If it matters, it belongs in the body.

## Common structural problems and quick fixes

| Problem | Quick fix |
|---|---|
| Each paragraph summarises one source | Reorganise around points, using several sources per paragraph |
| The thesis in the introduction differs from the conclusion | Update the thesis to match where your argument ended up |
| A counter-argument is listed but not answered | Add a sentence explaining why your position still holds, or how it is qualified |
| One enormous paragraph | Split it where the point changes: one main point per paragraph |
| The conclusion ends with a new quotation | Move the quotation into the body and finish on your own judgement |

## Checklist before you submit

- [ ] My thesis answers the question as set, including the command words.
- [ ] Each paragraph opens with a clear point that supports the thesis.
- [ ] Every piece of evidence is cited and followed by explanation.
- [ ] Reading the topic sentences alone gives a summary of my argument.
- [ ] The introduction and conclusion agree with each other.
- [ ] I have followed my department's guidance on headings, length and style.

Structure is one of the easiest things to improve with feedback. If you'd like a second pair of eyes on a plan or draft you have written, our writing feedback sessions comment on structure and argument and explain the reason for each comment, so the changes you make are your own.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'priya-nair'),
  array['essay writing', 'academic writing', 'thesis statement', 'peel paragraphs', 'structure'],
  'published',
  '2026-06-09 09:00:00+00',
  'Essay Structure: Thesis Statements, PEEL Paragraphs and Conclusions',
  'Build an essay that markers can follow: write an arguable thesis, plan paragraphs from your reasons, use PEEL for analysis, and write introductions and conclusions that answer the question.'
);

-- 14. Descriptive statistics
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'descriptive-statistics-explained',
  'Descriptive Statistics Explained: Averages, Spread and Shape',
  'Before any test or p-value, you need to describe your data well. Here is how to choose between the mean and the median, measure spread, spot skew and outliers, and report it all clearly.',
  $md$Descriptive statistics summarise what your data look like: how large a typical value is, how much the values vary, and what shape the distribution takes. They come before any hypothesis test, and they matter more than many students think. A marker reading your results section wants to understand your sample before you claim anything about it, and many reporting mistakes begin with rushed descriptive work.

We'll use one small data set throughout: the number of hours nine students worked in paid jobs last week.

`0, 0, 4, 6, 8, 10, 12, 15, 35`

## First, what kind of variable is it?

The right summary depends on the **level of measurement**:

- **Nominal:** categories with no order, such as degree subject, country or yes/no answers. Summarise with counts and percentages; the mode is the only meaningful "average".
- **Ordinal:** ordered categories where the gaps between them aren't necessarily equal, such as year of study or a single five-point agreement item. Summarise with the median and the interquartile range, plus frequencies.
- **Interval:** equal gaps but no true zero, such as temperature in Celsius.
- **Ratio:** equal gaps and a true zero, such as hours worked, reaction time or income.

Interval and ratio variables are often grouped together as *continuous* or *scale* data, and they can be summarised with the mean and standard deviation.

A classic mistake is coding categories as numbers (1 = Arts, 2 = Science, 3 = Business) and then reporting a "mean subject" of 1.8. The software will happily calculate it; it means nothing.

Rating scales are a grey area. Whether a single Likert-type item can be treated as interval data is debated, so many researchers summarise individual items with medians and frequencies, and treat a scale made by adding several items together as approximately continuous. Follow your supervisor's or department's convention.

## Measures of central tendency

### Mean

Add the values and divide by how many there are. For our data: 90 ÷ 9 = **10 hours**.

### Median

Sort the values and take the middle one. With nine values, that is the fifth: **8 hours**. With an even number of values, take the average of the two middle ones.

### Mode

The most frequent value: **0 hours**, which appears twice. With continuous data the mode is rarely useful, but for categories it is often the only option.

### Which should you report?

The mean uses every value, which is both its strength and its weakness: one extreme value pulls it. The student who worked 35 hours drags the mean up to 10, more than five of the nine students actually worked. Remove that one student and the mean falls from 10 to 6.9, while the median barely moves, from 8 to 7.

- For roughly symmetrical data without extreme values, report the **mean**.
- For skewed data or data with notable outliers (income, reaction times, hours worked), report the **median**, possibly alongside the mean.

## Measures of spread

Two data sets can share a mean and look completely different, so always report spread alongside an average.

### Range

The maximum minus the minimum: 35 − 0 = 35 hours. It is easy to calculate, but it depends entirely on the two most extreme values.

### Interquartile range (IQR)

The spread of the middle 50% of values: the third quartile (Q3) minus the first quartile (Q1). Using Excel's QUARTILE.INC function or R's default method, Q1 = 4 and Q3 = 12, so the IQR is **8 hours**. Other methods, including SPSS's default, give slightly different quartiles in small samples, so say which software you used. Because the IQR ignores the extremes, it is the natural partner for the median.

### Variance and standard deviation

The standard deviation (SD) describes how far values typically sit from the mean. To calculate the sample SD:

1. Subtract the mean from each value.
2. Square each difference.
3. Add the squares and divide by *n* − 1. This is the sample variance.
4. Take the square root.

For our data the squared differences add up to 910, so the variance is 910 ÷ 8 = 113.75 and the SD is about **10.7 hours**. Without the 35-hour student, the SD drops to about 5.4: like the mean, the SD is sensitive to outliers.

Why *n* − 1? When you estimate spread from a sample, dividing by *n* tends to underestimate the variability in the population, and dividing by *n* − 1 corrects for this. Statistics software does it automatically; in Excel, use STDEV.S rather than STDEV.P.

For roughly normal (bell-shaped) data, about 68% of values fall within one SD of the mean and about 95% within two SDs. That rule does not apply to skewed data like ours. One SD below the mean would be −0.7 hours, which is impossible, and that is a clue that the mean and SD are poor summaries here.

## Shape: skew and outliers

- **Symmetrical:** the mean and median are close together.
- **Positively (right) skewed:** a long tail of high values, with the mean usually above the median. Hours worked, income and waiting times are typical examples.
- **Negatively (left) skewed:** a long tail of low values, with the mean usually below the median, as with marks on a very easy test.

Comparing the mean and median is a useful first check, but it isn't foolproof, so always look at a graph.

### Graph your data

- **Histogram:** shows the shape of a continuous variable.
- **Box plot:** shows the median, quartiles and potential outliers at a glance. Many programs flag points more than 1.5 × IQR beyond the quartiles; here 12 + 1.5 × 8 = 24, so the 35-hour student is flagged.
- **Bar chart:** shows counts for categorical variables. Pie charts are harder to read accurately, so a bar chart is usually the clearer choice.

### What to do about outliers

An outlier is not automatically an error. First, check whether it is a data-entry mistake (350 typed instead of 35?) or an impossible value. If it is genuine, keep it and choose statistics that are robust to it, or report your results with and without it. Never delete inconvenient data points to get a cleaner result, and always report any exclusions with the reason.

## Reporting descriptive statistics

In APA style, the mean and standard deviation are written as *M* and *SD* in italics, usually to one or two decimal places. For example:

> Participants slept for 7.12 hours a night on average (*SD* = 0.94).

> Hours of paid work were positively skewed, so medians are reported (*Mdn* = 8 hours, interquartile range = 8 hours).

Whatever your style guide, include:

- the sample size (*N* for the whole sample, *n* for subgroups);
- an average and a measure of spread for every main variable;
- counts and percentages for categorical variables;
- any missing data, and how you handled it.

A table is the neatest way to present descriptive statistics for several variables or groups. Don't repeat every number from the table in your text; point out what matters.

## Quick reference

| Type of data | Average | Spread | Graph |
|---|---|---|---|
| Nominal | Mode | Counts and percentages | Bar chart |
| Ordinal | Median | IQR | Bar chart |
| Continuous, roughly symmetrical | Mean | SD | Histogram |
| Continuous, skewed or with outliers | Median | IQR | Box plot or histogram |

## Summary

- Identify the level of measurement before choosing a statistic.
- Always pair an average with a measure of spread.
- Use the median and IQR when data are skewed or contain outliers.
- Graph your data before you test anything.
- Report sample size, missing data and any exclusions honestly.

If your course uses SPSS, R, Stata or Excel and the output is confusing, our statistics tutors can go through your own data with you, so that you understand every number you report.$md$,
  (select id from public.article_categories where slug = 'research-and-statistics'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['statistics', 'descriptive statistics', 'research', 'data analysis', 'quantitative methods'],
  'published',
  '2026-06-23 09:00:00+00',
  'Descriptive Statistics Explained: Mean, Median, SD and IQR',
  'How to describe data properly: levels of measurement, mean versus median, standard deviation and IQR, skew and outliers, and how to report descriptive statistics in a results section.'
);

-- 15. Referencing books, articles and web pages
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'referencing-books-articles-web-pages-apa-mla-harvard-chicago',
  'Referencing a Book, a Journal Article and a Web Page: APA 7, MLA 9, Harvard and Chicago Side by Side',
  'Side-by-side examples for the three kinds of source you cite most often, plus what to do when a source has five authors, an organisation as author, no date or no page numbers.',
  $md$Our guide to the four main referencing styles explains how each system works. This article is its practical companion: the three kinds of source students cite most often, namely a book, a journal article with a DOI and a web page, formatted in each style side by side. After that come the awkward cases that cause most referencing errors: many authors, organisations as authors, missing dates and missing page numbers.

Two reminders before the examples:

- **Your university's guide wins.** Harvard in particular exists in many local versions, and some departments adapt APA or Chicago. Use this page to understand the patterns, then check the details against the guide your course specifies.
- **Formatting is part of the reference.** Where an example shows *italics*, your reference needs italics too.

## The three example sources

- **Book:** Daniel Kahneman, *Thinking, Fast and Slow*, published in 2011 by Farrar, Straus and Giroux in New York.
- **Journal article with a DOI:** a 2013 review of learning techniques by John Dunlosky, Katherine A. Rawson, Elizabeth J. Marsh, Mitchell J. Nathan and Daniel T. Willingham, in *Psychological Science in the Public Interest*, volume 14, issue 1, pages 4–58. Its five authors make it useful for showing the "et al." rules.
- **Web page:** an invented example, so that you can focus on the pattern. "Sleep and study: a guide for students" was published by an organisation called the Student Sleep Council on 3 March 2025 at https://www.example.org/sleep-and-study (example.org is a domain reserved for examples).

## APA (7th edition)

**Book**

> Kahneman, D. (2011). *Thinking, fast and slow*. Farrar, Straus and Giroux.

In the text: (Kahneman, 2011), or with a quotation, (Kahneman, 2011, p. 20).

**Journal article**

> Dunlosky, J., Rawson, K. A., Marsh, E. J., Nathan, M. J., & Willingham, D. T. (2013). Improving students' learning with effective learning techniques: Promising directions from cognitive and educational psychology. *Psychological Science in the Public Interest*, *14*(1), 4–58. https://doi.org/10.1177/1529100612453266

In the text: (Dunlosky et al., 2013). APA uses "et al." in citations for three or more authors from the very first citation, but lists up to 20 authors in the reference itself.

**Web page**

> Student Sleep Council. (2025, March 3). *Sleep and study: A guide for students*. https://www.example.org/sleep-and-study

In the text: (Student Sleep Council, 2025). When the author and the website name are the same, APA leaves the site name out rather than repeating it. The page title is in italics because it is a stand-alone work.

## MLA (9th edition)

**Book**

> Kahneman, Daniel. *Thinking, Fast and Slow*. Farrar, Straus and Giroux, 2011.

In the text: (Kahneman 20).

**Journal article**

> Dunlosky, John, et al. "Improving Students' Learning with Effective Learning Techniques: Promising Directions from Cognitive and Educational Psychology." *Psychological Science in the Public Interest*, vol. 14, no. 1, 2013, pp. 4–58, https://doi.org/10.1177/1529100612453266.

In the text: (Dunlosky et al. 20). MLA uses "et al." for three or more authors in the works-cited entry as well as in the text.

**Web page**

> "Sleep and Study: A Guide for Students." *Student Sleep Council*, 3 Mar. 2025, www.example.org/sleep-and-study.

In the text: ("Sleep and Study"). When an organisation is both the author and the publisher, MLA starts the entry with the title and names the organisation only once, here as the website. MLA allows you to drop `https://` from ordinary web addresses (instructors differ on this), but DOIs are always given in full. If a page has no date, add an access date at the end: "Accessed 14 July 2026."

## Harvard (Cite Them Right version)

**Book**

> Kahneman, D. (2011) *Thinking, fast and slow*. New York: Farrar, Straus and Giroux.

In the text: (Kahneman, 2011), or (Kahneman, 2011, p. 20) for a quotation.

**Journal article**

> Dunlosky, J., Rawson, K.A., Marsh, E.J., Nathan, M.J. and Willingham, D.T. (2013) 'Improving students' learning with effective learning techniques: promising directions from cognitive and educational psychology', *Psychological Science in the Public Interest*, 14(1), pp. 4–58. Available at: https://doi.org/10.1177/1529100612453266.

In the text: (Dunlosky et al., 2013). *Cite Them Right* uses "et al." in the text for four or more authors; some university versions use it from three, and some also allow "et al." in the reference list.

**Web page**

> Student Sleep Council (2025) *Sleep and study: a guide for students*. Available at: https://www.example.org/sleep-and-study (Accessed: 14 July 2026).

In the text: (Student Sleep Council, 2025). Most Harvard versions ask for an accessed date on every web page, dated or not.

## Chicago notes and bibliography

Chicago's notes system uses a full footnote the first time you cite a source, a shortened note after that, and a bibliography at the end. The examples follow the 17th and 18th editions, which agree for these sources except where noted.

**Book**

First note:

> 1. Daniel Kahneman, *Thinking, Fast and Slow* (New York: Farrar, Straus and Giroux, 2011), 20.

Shortened note:

> 4. Kahneman, *Thinking, Fast and Slow*, 25.

Bibliography:

> Kahneman, Daniel. *Thinking, Fast and Slow*. New York: Farrar, Straus and Giroux, 2011.

**Journal article**

First note:

> 2. John Dunlosky et al., "Improving Students' Learning with Effective Learning Techniques: Promising Directions from Cognitive and Educational Psychology," *Psychological Science in the Public Interest* 14, no. 1 (2013): 20, https://doi.org/10.1177/1529100612453266.

Shortened note:

> 5. Dunlosky et al., "Improving Students' Learning," 21.

Bibliography:

> Dunlosky, John, Katherine A. Rawson, Elizabeth J. Marsh, Mitchell J. Nathan, and Daniel T. Willingham. "Improving Students' Learning with Effective Learning Techniques: Promising Directions from Cognitive and Educational Psychology." *Psychological Science in the Public Interest* 14, no. 1 (2013): 4–58. https://doi.org/10.1177/1529100612453266.

**Web page**

First note:

> 3. "Sleep and Study: A Guide for Students," Student Sleep Council, March 3, 2025, https://www.example.org/sleep-and-study.

Bibliography:

> Student Sleep Council. "Sleep and Study: A Guide for Students." March 3, 2025. https://www.example.org/sleep-and-study.

Chicago writes dates month first, puts web page titles in quotation marks, and gives the website name in plain type. If a page has no publication date, give a "last modified" date if the page shows one, or otherwise the date you accessed it.

## The awkward cases

### Many authors

| | APA 7 | MLA 9 | Harvard (Cite Them Right) | Chicago notes and bibliography |
|---|---|---|---|---|
| "et al." in the text or notes | 3 or more authors | 3 or more authors | 4 or more authors | 3 or more (18th edition); 4 or more (17th) |
| Authors named in the list | Up to 20 | First author plus "et al." for 3 or more | Usually all; check your guide | Up to 6 (18th edition); up to 10 (17th) |

### An organisation as author

Reports, guidelines and web pages are often written by an organisation rather than a named person. Treat the organisation as the author, as in the web page examples above, and give its full name rather than an abbreviation in the reference list. If no person or organisation takes responsibility for a page at all, ask whether it is a source you should be citing in academic work.

### No date

- **APA:** (n.d.), for example (Student Sleep Council, n.d.). Add a retrieval date only for pages designed to change over time.
- **MLA:** leave the date out and add an access date at the end.
- **Harvard:** (no date), together with the usual accessed date.
- **Chicago:** a "last modified" date or an access date.

### Quoting from a source without page numbers

Web pages have no page numbers. APA asks for another locator, such as a paragraph number or a section heading, for example (Student Sleep Council, 2025, para. 4). MLA uses no locator unless the source numbers its paragraphs or sections. Harvard versions vary, so check your guide.

### DOIs versus database links

A DOI (digital object identifier) is a permanent link to an article. You'll usually find it on the first page of the PDF or on the journal's web page. If an article has a DOI, use it, formatted as https://doi.org/ followed by the identifier, instead of the link in your browser. Never cite a library database link that only works when you're logged in.

## Checklist

- [ ] One style and edition throughout, matching my course guide
- [ ] Author, date, title and source details complete for every reference
- [ ] Italics in the right places: book titles, journal names, and the volume number in APA
- [ ] DOIs given as https://doi.org/ links; no log-in-only database links
- [ ] A page number or other locator for every quotation
- [ ] Web pages have a date, or n.d. or an access date as my style requires
- [ ] Every in-text citation matches an entry in the list, and vice versa

Reference managers such as Zotero, Mendeley and EndNote produce most of these formats for you, but they often get capitalisation, organisation authors and web page dates wrong, so compare their output with examples like these. If you'd like to go through referencing using your own sources, our research and referencing sessions do exactly that, so you learn the rules rather than copying a format.$md$,
  (select id from public.article_categories where slug = 'academic-writing'),
  (select id from public.authors where slug = 'priya-nair'),
  array['referencing', 'citations', 'apa 7', 'mla', 'harvard', 'chicago'],
  'published',
  '2026-07-07 09:00:00+00',
  'Cite a Book, Article and Web Page: APA 7, MLA 9, Harvard, Chicago',
  'Correct APA 7, MLA 9, Harvard and Chicago notes-bibliography examples for a book, a journal article with a DOI and a web page, plus rules for many authors, organisations and missing dates.'
);

-- 16. Weekly planning with a part-time job
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'weekly-planning-for-students-with-part-time-jobs',
  'Working While You Study: A Weekly Planning Routine for Students with Part-Time Jobs',
  'Shifts change; deadlines don''t. A weekly planning routine built for students who work: count your real study hours, anchor study around shifts, use short gaps well, and know what to do when work starts to win.',
  $md$Many university students work while they study, some for spending money and many because rent and food depend on it. If that's you, general time-management advice can feel as though it was written for someone else. "Keep your mornings free for deep work" doesn't help much when you close the café at 11 p.m. and your shifts change every week.

This article is about planning a week that has a job in it. For the bigger picture of planning a whole term around deadlines, see our general guide to time management.

## Start with an honest count

Before you plan anything, work out how much time you really have. Take a typical week and add up your commitments:

| Commitment | Hours per week |
|---|---|
| Classes, labs and seminars | 14 |
| Paid work | 16 |
| Travel to campus and to work | 6 |
| Sleep (8 hours a night) | 56 |
| Meals, chores and personal care | 21 |
| **Total** | **113** |

A week has 168 hours, which leaves 55. That sounds like plenty until you remember that some of those hours come straight after a tiring shift, that friends, rest and exercise still matter, and that a full-time course usually expects a lot of independent study on top of classes. For this student, 15 to 20 hours of study a week is realistic, but only if it is planned. It won't happen by accident.

If your own count leaves fewer than about 15 hours for independent study in a normal week, treat that as important information, and read the section below on when work starts to win.

## Build the week around anchors

### Step 1: enter the fixed blocks

As soon as your rota or schedule is published, put classes, shifts and travel into one calendar, in different colours. These are your anchors, and everything else fits around them.

### Step 2: label the gaps

Look at the spaces between anchors and label them by quality:

- **Prime slots:** two hours or more, at a time when you are alert. Use them for writing, problem sets and difficult reading.
- **Medium slots:** 45 to 90 minutes, for example between classes. Use them for reviewing lecture notes, preparing for seminars and planning.
- **Micro slots:** 10 to 30 minutes, such as the bus, a break at work or the wait before a lecture. Use them for flashcards, rereading your plan or listing tasks.
- **Recovery time:** the hours after a long or late shift. Be honest: few people do their best thinking at midnight after six hours on their feet.

### Step 3: give every slot a specific task

Put a named task in each prime and medium slot, such as "draft section 2 of the lab report" rather than "study". Micro slots draw on a standing list of small tasks you can do from your phone.

### An example week

Here is a plan for the student above, with 14 hours of classes and three shifts: Thursday evening, Saturday and Sunday.

| Day | Morning | Afternoon | Evening |
|---|---|---|---|
| Mon | Lectures | **Prime:** essay research (2.5 h) | Medium: seminar reading (1 h) |
| Tue | **Prime:** essay drafting (2.5 h) | Lab | Medium: lab write-up notes (1 h) |
| Wed | Lectures | Medium: review lecture notes (1 h) | **Prime:** problem set (2 h) |
| Thu | Seminar | **Prime:** essay drafting (2 h) | Shift, 5–10 p.m. |
| Fri | Lectures | Medium: seminar preparation (1.5 h) | Free |
| Sat | Shift, 9 a.m.–4 p.m. | Shift | Free |
| Sun | Shift, 11 a.m.–3 p.m. | Shift | Weekly review and flashcards (1.5 h) |

That adds up to about 15 hours of planned study, plus micro sessions on the bus and during breaks. Notice what the plan does:

- The hardest work, essay drafting and the problem set, sits in prime slots on days without shifts.
- The evenings after shifts are free, rather than "should be studying" time that produces guilt instead of work.
- The weekly review happens on Sunday evening, when next week's shifts are usually known.

## Make short sessions count

Students who work often have more short gaps than long ones. Short sessions are valuable if you prepare for them:

- **Keep a ready list** of tasks that take 15 minutes or less: review yesterday's notes, answer ten flashcards, write search terms for an assignment, outline one paragraph.
- **End every long session by writing down the next step,** for example "next: find two sources on rent controls". When the next gap appears, you start immediately instead of spending it deciding what to do.
- **Carry your material:** download readings and slides to your phone so a break at work is usable without Wi-Fi.
- **Use self-testing:** flashcards and quick quizzes suit short sessions well, and spreading them across the week helps memory.

## Work with your employer, not around them

Many employers of students are used to term dates and exam seasons, but they can only help if they know what is coming.

- **Share your availability early.** Give your manager your class timetable and known deadline weeks at the start of each term.
- **Ask for exam-period changes in writing** as soon as exam timetables are published.
- **Swap rather than drop.** If your workplace allows shift swaps, build a small network of colleagues who can cover for each other.
- **Know your rights.** Rules on breaks, rest periods and minimum pay apply to student workers too. Your students' union or the government's employment website can explain the rules where you live.

If you're an international student, your visa almost certainly limits how many hours you may work during term. The limits differ between countries and change from time to time, so check the current rules on the official government immigration website and with your university's international student office before you agree to extra shifts.

## When work starts to win

Warning signs that the balance has tipped:

- You've missed several classes because of shifts.
- Deadlines are being met by working through the night.
- Your marks have dropped, and feedback mentions rushed work.
- You feel exhausted most of the time.

Options to consider, depending on your situation:

1. **Talk to student support or a money adviser.** Many universities offer hardship funds, emergency grants, bursaries or short-term loans that can reduce the hours you need to work.
2. **Review your budget** with your university's money advice service. Small changes sometimes free up a shift.
3. **Talk to your academic adviser or personal tutor** about your workload. Some courses allow part-time study, a reduced load or a deferral.
4. **Use the formal processes** for extensions or special consideration if a genuine crisis hits. Check whether work commitments count at your university; often they don't, which is another reason to plan early.

## The weekly routine in brief

Every week, ideally as soon as your shifts are confirmed:

- [ ] Enter classes, shifts and travel as fixed anchors.
- [ ] Label the gaps as prime, medium, micro or recovery time.
- [ ] Put the week's hardest task in the first prime slot.
- [ ] Give every prime and medium slot a specific task.
- [ ] Refresh your ready list for micro slots.
- [ ] Check next week's deadlines and warn your manager about any pinch points.

Balancing paid work and study is hard, and managing both is a real achievement. If you'd like help designing a plan around your own timetable and shifts, our study skills coaches can build one with you in a single session.$md$,
  (select id from public.article_categories where slug = 'student-life'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['time management', 'part-time work', 'planning', 'student life', 'wellbeing'],
  'published',
  '2026-07-21 09:00:00+00',
  'Weekly Planning for Students With Part-Time Jobs',
  'A weekly planning routine for university students who work part-time: count your real study hours, anchor study around shifts, use short gaps well and talk to your employer early.'
);

-- 17. Research questions and methods
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'writing-a-research-question-qualitative-vs-quantitative',
  'From Topic to Research Question: Choosing Qualitative, Quantitative or Mixed Methods',
  'A good project starts with a focused, answerable question, and the question decides the method. Here is how to narrow a topic into a research question and choose between qualitative, quantitative and mixed methods.',
  $md$Whether you are planning a dissertation, a capstone project or a small study for a methods module, your research question is the most important sentence you will write. It decides what you read, what data you collect, how you analyse it and what counts as an answer. Supervisors often say that a struggling project is usually a weak question in disguise.

## From topic to question

A topic is an area of interest; a research question is something you can answer with evidence. Getting from one to the other usually takes several rounds of narrowing.

**Topic:** smartphones and sleep.

1. **Narrow the population:** first-year undergraduates living in university accommodation.
2. **Narrow the focus:** phone use in the hour before bed.
3. **Decide what you want to know:** whether that use is related to how long students sleep, or how students themselves explain their late-night phone use.

Those two options lead to two different questions:

- "Is smartphone use in the hour before bed associated with total sleep time among first-year undergraduates in university accommodation?"
- "How do first-year undergraduates in university accommodation explain and manage their late-night smartphone use?"

Both are good questions, and they need completely different methods. That is the theme of the rest of this article.

### Features of a workable question

- **Focused:** one main question, perhaps with two or three sub-questions.
- **Answerable with evidence you can realistically collect** in the time and word count available.
- **Clear about key terms:** what exactly counts as "use", and how will "sleep" be measured?
- **Open enough to need research:** not a yes/no question and not something you could simply look up.
- **Connected to the literature:** it addresses a gap, a debate or a new context.

Many supervisors use the **FINER** criteria, which come from clinical research: is the question **F**easible, **I**nteresting, **N**ovel, **E**thical and **R**elevant? In health subjects you may also meet **PICO** (Population, Intervention, Comparison, Outcome) for framing questions about treatments and interventions.

### Common problems

| Problem | Example | Better |
|---|---|---|
| Too broad | "What affects student wellbeing?" | "How do international postgraduate students in one UK city describe loneliness in their first term?" |
| A fact, not a question | "How many students live in university accommodation?" | Look it up, then ask something the figure can't answer |
| Assumes the answer | "How does social media damage concentration?" | "Is social media use during study sessions associated with lower reading comprehension scores?" |
| Not feasible | "How does studying abroad affect earnings ten years after graduation?" in a 12-week project | Students' expectations of studying abroad, or an existing graduate-outcomes dataset |

## Quantitative, qualitative and mixed methods

### Quantitative research

Quantitative research collects numerical data and analyses it statistically. It suits questions about **how much, how many, how often, and whether there is a difference or a relationship**.

- **Typical designs:** surveys with closed questions, experiments and quasi-experiments, and analysis of existing datasets.
- **Typical questions:** "Is X associated with Y?" or "Does intervention A improve scores compared with B?"
- **Strengths:** it can test hypotheses and estimate the size of effects; with good sampling it can generalise to a wider population; and well-designed experiments can support causal conclusions.
- **Limits:** you can only measure what you thought to ask about, and numbers rarely explain *why* people behave as they do.
- **Judged by:** validity, reliability, sample size and how representative the sample is.

### Qualitative research

Qualitative research collects words, images or observations and analyses their meaning. It suits **how and why** questions about experiences, perceptions and processes.

- **Typical designs:** semi-structured interviews, focus groups, observation, and analysis of documents or online posts.
- **Typical analysis:** thematic analysis (Braun and Clarke's approach is widely taught), interpretative phenomenological analysis, discourse analysis and grounded theory.
- **Strengths:** depth, context, participants' own perspectives, and the chance to discover things you didn't know to ask about.
- **Limits:** small samples, usually chosen deliberately (purposive sampling), so the findings aren't statistically generalisable; and the researcher's interpretation plays a larger role, so it has to be made transparent.
- **Judged by:** credibility, transparency, reflexivity (awareness of your own influence on the research) and how well your claims are grounded in the data, often discussed together as *trustworthiness*.

A common mistake is to judge one approach by the other's standards, for example apologising that ten interviews are "not statistically significant". They were never meant to be. Equally, a survey with 40 responses can't support confident claims about a whole student population.

### Mixed methods

Mixed methods research deliberately combines the two, so that each answers part of the question. Common designs include:

- **Explanatory sequential:** a survey first, then interviews to explain surprising results.
- **Exploratory sequential:** interviews first, to develop a questionnaire that is then tested on a larger sample.
- **Convergent:** both kinds of data collected at the same time and compared.

Mixed methods can be powerful, but it roughly doubles the work. In an undergraduate dissertation, one method done well usually beats two done thinly, unless your supervisor advises otherwise.

## Matching the method to the question

| If your question asks... | Likely approach |
|---|---|
| How common something is, or how much it varies | Quantitative: survey or existing data |
| Whether two things are related | Quantitative: correlational design |
| Whether something causes a change | Quantitative: an experiment, if feasible and ethical |
| How people experience or make sense of something | Qualitative: interviews or focus groups |
| Why a pattern exists, when little is known | Qualitative, or mixed methods |
| Both how much and why | Mixed methods |

Back to the example. The first smartphone question, about the relationship between phone use and sleep time, points to a quantitative design: perhaps a short survey or a week-long sleep diary, analysed with a correlation. The second, about how students explain their phone use, points to semi-structured interviews analysed thematically.

## Practical checks before you commit

- **Ethics approval:** research involving people, even an anonymous survey of classmates, usually needs approval from your department or university ethics committee before you collect any data. Build the approval time into your plan.
- **Access:** can you actually reach the participants, data or archives you need?
- **Skills:** do you know the analysis, or have time to learn it? Regression and thematic analysis both take practice.
- **Scope:** can you explain your question and method to a friend in two sentences?
- **Your handbook:** some departments require primary data; others accept secondary analysis or a library-based dissertation.

## Summary

- Narrow a topic by population, focus and what you want to know.
- Test the question: focused, answerable, clear, connected to the literature and FINER.
- Questions about how much or whether point to quantitative methods; questions about how and why point to qualitative ones.
- Use mixed methods only when both parts are needed and feasible.
- Get ethics approval before collecting data from people.

Our research support tutors can help you sharpen a research question, weigh up methods and prepare for supervisor meetings. The research and the writing stay yours; we help you make the decisions with confidence.$md$,
  (select id from public.article_categories where slug = 'research-and-statistics'),
  (select id from public.authors where slug = 'priya-nair'),
  array['research', 'research methods', 'research skills', 'dissertation', 'qualitative research'],
  'published',
  '2026-08-04 09:00:00+00',
  'How to Write a Research Question and Choose Your Methods',
  'Narrow a topic into a focused research question, test it with the FINER criteria, and choose between qualitative, quantitative and mixed methods for a dissertation or research project.'
);

-- 18. P-values, confidence intervals and effect sizes
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'p-values-confidence-intervals-and-effect-sizes',
  'P-Values, Confidence Intervals and Effect Sizes: What They Actually Tell You',
  'A p-value is not the probability that your result is a fluke, and "not significant" does not mean "no effect". Here is what p-values, confidence intervals and effect sizes really mean, with a worked example.',
  $md$Few ideas in statistics are misunderstood as widely as the p-value, by students and by published researchers alike. In 2016 the American Statistical Association took the unusual step of issuing a formal statement on p-values because misuse had become so common. This article explains what p-values, confidence intervals and effect sizes each tell you, using one worked example throughout.

## The example

A lecturer wants to know whether weekly quizzes help students learn. One group of 40 students takes a short quiz every week; another group of 40 doesn't. At the end of term, the quiz group averages 68% on the exam and the other group 64%. In both groups the standard deviation is 10 percentage points.

Is a 4-point difference real or just noise? Three tools answer different parts of that question.

## P-values

### What a p-value is

A significance test starts with a **null hypothesis**, usually that there is no effect or no difference. Here: in the wider population of students, weekly quizzes make no difference to mean exam scores.

The **p-value** is the probability of getting a result at least as extreme as the one observed, *assuming the null hypothesis and the test's other assumptions are true*.

For our example, an independent-samples t-test gives *t*(78) = 1.79, *p* = .077. In words: if quizzes truly made no difference, a gap of 4 points or more in either direction would turn up in roughly 8% of studies like this one, purely through sampling variation.

By convention, many fields call a result "statistically significant" if *p* is below .05. That threshold is called the **alpha level**, and it should be chosen before the analysis. Here *p* = .077, so the result is not statistically significant at that level.

### What a p-value is not

- **It is not the probability that the null hypothesis is true.** *p* = .077 does not mean there is a 7.7% chance that quizzes don't work. The p-value is calculated by *assuming* the null hypothesis is true, so it can't also tell you how likely that hypothesis is.
- **It is not the probability that the result is "due to chance".** This is the same mistake in different words.
- **It is not a measure of how big or important an effect is.** A trivial effect can have a tiny p-value in a large enough sample.
- **A p-value above .05 is not proof of no effect.** "Not significant" means the data weren't strong enough to rule out zero, not that the effect is zero.
- **It is not a bright line.** *p* = .049 and *p* = .051 are practically the same evidence. Report exact p-values, such as *p* = .077, rather than "*p* > .05" or "n.s."; very small values are reported as *p* < .001.

## Confidence intervals

A p-value tests a single value, usually zero. A **confidence interval** (CI) shows the whole range of values that are reasonably compatible with your data.

For our example, the 95% CI for the difference is **−0.5 to 8.5 points**. The data are compatible with quizzes making almost no difference, or even a tiny negative one, and also with quizzes adding more than 8 points, which would matter a great deal to students.

### How to interpret "95%"

Strictly, the 95% describes the method: if you repeated the study many times and calculated a 95% interval each time, about 95% of those intervals would contain the true population difference. It is tempting to say "there is a 95% probability that the true value lies in this interval", but in the standard (frequentist) framework that isn't quite right, because any single interval either contains the true value or doesn't. For everyday interpretation, treat it as the range of plausible values for the effect, given your data.

Some useful properties:

- **Narrower intervals mean more precision.** Larger samples and less variable data give narrower intervals.
- **Intervals and p-values agree.** If a 95% CI for a difference excludes zero, the matching two-sided test gives *p* < .05; if it includes zero, *p* ≥ .05. Our interval includes zero, consistent with *p* = .077.
- **Intervals show what "not significant" really means.** Here the honest conclusion is "inconclusive: a larger study is needed", not "quizzes don't work".

## Effect sizes

An **effect size** tells you how large an effect is, in a way that doesn't depend on the sample size. The simplest is the raw difference, 4 percentage points, which is easy to interpret because everyone understands exam marks.

Standardised effect sizes let you compare studies that used different measures:

- **Cohen's *d*:** the difference between two means divided by the pooled standard deviation. Here, 4 ÷ 10 = **0.40**.
- **Pearson's *r*:** the strength of a linear relationship between two continuous variables.
- **Odds ratios and risk ratios:** for yes/no outcomes, common in health research.
- **Eta squared (η²) and partial η²:** the proportion of variance explained, often reported with ANOVA.

Jacob Cohen suggested *d* = 0.2, 0.5 and 0.8 as rough benchmarks for small, medium and large effects (and *r* = .1, .3 and .5), intended for when nothing better is available. Whether an effect matters depends on context. A small effect of a cheap intervention applied to thousands of students can be valuable; a large effect from a tiny, unrepresentative study may not hold up.

## Why you need all three

Now imagine the study repeated with 400 students in each group, with the same means and standard deviations.

| | 40 per group | 400 per group |
|---|---|---|
| Difference | 4 points | 4 points |
| Cohen's *d* | 0.40 | 0.40 |
| Test result | *t*(78) = 1.79, *p* = .077 | *t*(798) = 5.66, *p* < .001 |
| 95% CI | −0.5 to 8.5 | 2.6 to 5.4 |

The effect size is identical. Only the precision has changed, and with it the p-value. That is why a p-value on its own can't tell you whether an effect is large or small.

The reverse happens too. With 10,000 students per group, a difference of half a point (*d* = 0.05) would give *p* < .001: statistically significant, and almost certainly too small to matter.

### Statistical power

**Power** is the probability that a study will detect an effect of a given size, if it really exists. The study with 40 per group had only about a 42% chance of reaching *p* < .05 for a true effect of *d* = 0.40; about 100 students per group would be needed for 80% power. Small studies often miss real effects, which is why researchers calculate the sample size they need before collecting data, using tools such as G*Power.

## Reporting them properly

An APA-style results sentence might read:

> Students who took weekly quizzes scored higher on the final exam (*M* = 68.0, *SD* = 10.0) than those who did not (*M* = 64.0, *SD* = 10.0), but the difference was not statistically significant, *t*(78) = 1.79, *p* = .077, *d* = 0.40, 95% CI [−0.45, 8.45].

Follow it with an interpretation in words: the estimated benefit was moderate, but the interval was wide, so the study cannot rule out a negligible effect or a substantial one.

When you report your own results:

1. Give the test statistic, degrees of freedom and exact p-value.
2. Give an effect size and a confidence interval for your main results.
3. Interpret the size of the effect in context, not only its significance.
4. Never describe a non-significant result as "no effect" or "proof of no difference".
5. Decide your analysis, alpha level and sample size before you see the data, and report every test you ran, not just the significant ones.

Conventions differ between fields: some use other alpha levels, and some report Bayesian statistics instead. Check your module guide or ask your supervisor.

## Summary

- A p-value measures how surprising your data would be if there were no effect. It is not the probability that the null hypothesis is true.
- A confidence interval shows the range of effects compatible with your data, and its width shows your precision.
- An effect size shows how big the effect is, independent of sample size.
- Report all three, and interpret them in context.

If you'd like to work through the output from your own analysis, our statistics tutors can help you understand and interpret it, so that you can write up your results in your own words with confidence.$md$,
  (select id from public.article_categories where slug = 'research-and-statistics'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['statistics', 'research', 'p-values', 'effect size', 'confidence intervals'],
  'published',
  '2026-08-18 09:00:00+00',
  'P-Values, Confidence Intervals and Effect Sizes Explained',
  'What a p-value really means and its most common misreadings, how to read a 95% confidence interval, why effect sizes matter, and how to report all three correctly in your results.'
);

-- 19. Collaboration, collusion and AI tools
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'collaboration-collusion-and-ai-tools',
  'Collaboration or Collusion? Working with Classmates and AI Tools Within the Rules',
  'Studying together is encouraged; submitting shared work is not. Here is where universities usually draw the line between collaboration and collusion, and how the same thinking applies to AI tools.',
  $md$Universities want you to learn with other people. Study groups, peer discussion and revising together are some of the most effective ways to learn, and many courses actively encourage them. Yet collusion, meaning unauthorised collaboration on assessed work, is one of the most common forms of academic misconduct, and students are often surprised to find they have crossed a line they didn't know was there.

This article explains where the line usually sits, the grey areas that catch people out, and how to apply the same reasoning to AI tools. For plagiarism and citing sources, see our guide to avoiding plagiarism.

## What collusion means

Collusion happens when two or more people work together on assessed work that is meant to be individual, or collaborate beyond what an assignment allows, so that the submitted work no longer fairly represents each person's own effort and understanding.

Two features surprise students:

1. **Both sides can be penalised.** Sending your finished essay, lab report or code to a friend "just to look at" can put you in a misconduct case if they copy from it, even though you never intended that.
2. **It is judged by the work, not the intention.** Two reports with the same structure, unusual phrasing or identical mistakes raise questions, whatever the story behind them.

The terminology varies. UK and Australian universities usually say "collusion"; many US and Canadian institutions say "unauthorized collaboration" or "unauthorized aid", often under an honor code or academic integrity policy. The idea is the same.

## Where the line usually sits

The exact rules depend on your course and on each assignment, so treat this as a general guide and always check the assessment brief.

| Usually fine | Grey area: check first | Usually collusion |
|---|---|---|
| Discussing lecture content and readings | Discussing how you each plan to tackle an assessed question | Planning an individual assignment together |
| Working through practice problems together | Comparing final answers to an assessed problem set | Copying or sharing answers to assessed problems |
| Sharing reading lists and sources | Sharing your lecture notes | Sharing your draft or submitted work |
| Explaining a concept to a classmate | A friend proofreading your essay | A friend rewriting parts of your essay |
| Revising together for an exam | Talking about a take-home exam while it is open | Helping each other during an online or take-home exam |
| Sharing raw data in a group lab, where allowed | Using a shared analysis script | Writing individual lab reports together |

A useful test: **after the conversation, could each of you still produce your own work independently?** If you leave a study session with ideas and understanding, that is collaboration. If you leave with shared paragraphs, shared calculations or a shared plan for an individual assignment, it is probably collusion.

### Situations that catch people out

- **Group chats.** Course group chats are useful, but they are also where answers get posted. If someone shares answers to assessed work, don't use them, and consider muting the chat while an assessment is open. Being in the chat is rarely misconduct in itself; using what is posted can be.
- **Group projects with individual parts.** If a group presentation is followed by an individual report, the report must be written independently, even though the research was shared.
- **Code.** In programming courses, shared code is usually the clearest form of collusion, and code-similarity tools are very effective. If discussion is permitted, talk about the approach in words, then write the code yourself.
- **Proofreading.** Many universities have proofreading policies that let a proofreader point out errors in spelling, grammar and formatting but not rewrite content, restructure arguments or correct facts. Check yours before anyone, whether a friend, a relative or a paid service, reads your assessed work.
- **Passing on old work.** Giving your marked assignments to students in later years, or uploading them to note-sharing sites, can breach university rules and can make you part of someone else's misconduct case.

## AI tools: the same test applies

Generative AI tools are a form of outside help. Universities and individual courses set different rules for them, from no use at all to use that is encouraged with acknowledgement. A reliable way to think about any AI use is to ask: **would this help be allowed if a person gave it to me?**

- A tutor explaining a concept in simpler words is usually fine. An AI tool doing the same is usually fine too, *if your course permits AI use*.
- A friend writing your introduction is not allowed. An AI tool writing it is not allowed either, unless the assignment explicitly permits it.
- A friend checking your grammar depends on the proofreading policy. An AI grammar tool depends on that policy plus the course's AI rules.

Two AI-specific risks are easy to miss:

- **Sharing AI output with classmates.** If you generate explanations, outlines or examples for an assessed task and share them, the same material can end up in several submissions: collusion by another route.
- **Permitted doesn't mean unlimited.** Where AI use is allowed, it is usually allowed for stated purposes only. Using it for something else can still break the rules.

### Keep an AI use log

If your course allows AI tools, keep a simple log as you work:

| Date | Tool | What I asked for | What I did with the output |
|---|---|---|---|
| 3 March | Chatbot | An explanation of reliability versus validity | Checked it against the textbook and wrote my own notes |
| 5 March | Grammar checker | Errors in my conclusion | Accepted four spelling corrections, rejected two style changes |

The log makes any required acknowledgement easy to write, and if your work is ever questioned, it shows exactly what help you had. Keep your drafts and version history for the same reason.

## If you realise you've crossed the line

If you have shared work or used help that you now think wasn't allowed, and the work hasn't been submitted yet, stop and redo the affected parts yourself. If it has already been submitted, talk in confidence to your students' union advice service or your university's academic integrity adviser about your options. Raising it honestly and early is almost always better than waiting.

## Checklist

- [ ] I've read the collaboration and AI rules for this specific assignment.
- [ ] Our study sessions leave everyone producing their own work.
- [ ] I haven't shared drafts, submitted work, answers or code for individual assessments.
- [ ] Anyone proofreading my work knows my university's proofreading rules.
- [ ] I've logged any AI use and saved my drafts and version history.
- [ ] Where I was unsure, I asked my instructor in writing.

We help students learn within the rules: our tutors explain, ask questions and give feedback, but they never produce assessed work or share other students' work. If you're unsure whether a kind of help is allowed on your course, ask us and your instructor before you start.$md$,
  (select id from public.article_categories where slug = 'academic-integrity'),
  (select id from public.authors where slug = 'liam-doherty'),
  array['academic integrity', 'collusion', 'generative ai', 'group work', 'study skills'],
  'published',
  '2026-09-01 09:00:00+00',
  'Collaboration or Collusion? Classmates, AI Tools and University Rules',
  'Where universities draw the line between collaboration and collusion, grey areas such as shared notes, code and proofreading, and how to use AI tools within your course''s rules with a simple use log.'
);

-- 20. Revision timetable
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'how-to-build-a-revision-timetable',
  'How to Build a Revision Timetable You''ll Actually Follow',
  'Revision timetables fail when they are too ambitious, too vague or never updated. This step-by-step method starts from your real hours and your exam weightings, and builds in the slack you will need.',
  $md$Most students have made a revision timetable at some point, and many have abandoned one within a week. The problem is rarely willpower. Usually the timetable was built around an ideal week rather than a real one, it said "revise biology" without saying what that meant, or it had no room for anything to go wrong.

This guide walks through building a timetable that survives real life. It pairs with our article on spaced repetition and retrieval practice, which explains *how* to make each session effective; the focus here is on *what* to revise and *when*.

## Step 1: audit your exams

Start with a table of every exam:

| Exam | Date | Format | Share of module grade | Topics |
|---|---|---|---|---|
| Biochemistry | 12 May | 2 hours: multiple choice and short answers | 60% | 8 |
| Cell biology | 15 May | 3 hours: three essays from a choice of eight | 70% | 10 |
| Statistics | 20 May | 2 hours: problems | 50% | 6 |

The format changes how you revise. Multiple-choice papers reward breadth and precise recall. Essay papers reward depth on fewer topics, plus practice at writing timed answers. Problem papers reward worked practice. The weighting tells you how much each exam matters to your final result.

For essay papers with a choice of questions, check past papers and the module guidance before deciding how many topics to prepare. Preparing exactly as many topics as you need to answer is risky; prepare one or two more, so that an awkward question on one topic doesn't leave you stuck.

## Step 2: count your real hours

Take the calendar from today to your last exam and block out everything fixed: classes that are still running, work shifts, travel, family commitments, and at least one half-day off each week. Count the study hours that remain, then plan to use only **80%** of them. The other 20% is your buffer for illness, bad days and tasks that take longer than expected. A timetable that needs every available hour will fail at the first setback.

For example, six weeks with 25 usable hours a week gives 150 hours. Plan 120 of them and keep 30 in reserve.

## Step 3: weight your topics

List every topic for every exam and give each one two scores from 1 to 3:

- **Confidence:** 1 = solid, 2 = shaky, 3 = lost.
- **Weight:** 1 = a small part of the exam; 3 = a large part, or very likely to come up, judging by the syllabus, learning outcomes and past papers.

Multiply the two. Topics scoring 6 or 9 get the most sessions; topics scoring 1 or 2 get a light review. This simple step stops the very common habit of spending most of your time on the topics you already enjoy.

## Step 4: decide what a session is

Vague sessions are where timetables go wrong. Use three types of session, each 45 to 90 minutes long:

- **Learn:** understand and condense material you are shaky on, and turn it into questions or flashcards.
- **Practise:** answer past-paper questions, work problem sets, write timed essay plans or do blank-page recall.
- **Review:** a short self-test on topics you have already covered, spaced out over the weeks.

Each topic should move from learn to practise, then come back for reviews at growing intervals.

## Step 5: fill the grid, working backwards

1. **Place the exams** on the calendar.
2. **Reserve the last two or three days before each exam** for practice and review of that exam only, with no new learning.
3. **Schedule high-scoring topics early,** so there is time for several spaced reviews.
4. **Mix subjects within a day,** for example biochemistry in the morning and statistics in the afternoon, rather than spending a whole week on one module.
5. **Add full timed papers** from about two weeks before each exam.
6. **Give your buffer visible slots,** such as Friday afternoons, rather than leaving it vague.

A sample day three weeks before the first exam might look like this:

| Time | Session |
|---|---|
| 9:30–10:45 | Learn: cell biology topic 7 (cell signalling) |
| 11:00–11:30 | Review: biochemistry topics 1 and 2, flashcards |
| 13:30–14:45 | Practise: statistics past-paper questions on regression |
| 15:00–15:30 | Review: cell biology topic 3, blank-page recall |
| Evening | Off |

That is about four hours of focused work. For most people, four to six hours of genuine, active revision a day is a realistic maximum; ten hours on paper usually means several of them are spent rereading with little effect.

## Step 6: check the timetable every week

Once a week, spend 15 minutes asking:

- Which sessions happened? Which didn't, and why?
- Have any topic scores changed? Update them after practice sessions, based on how you actually did, not on how you feel.
- Is the buffer being used up too quickly? If so, cut low-scoring topics rather than sleep or rest.

Move missed sessions into buffer slots. Don't squeeze them into tomorrow on top of everything else, because that is how a plan collapses.

## Special situations

### Exams close together

If two exams fall on consecutive days, the second must be mostly ready before the first. Bring its practice sessions forward, and use the evening between the two for a light review, not new learning.

### Not enough time for everything

If your weighted list doesn't fit, prioritise by topic score and exam weighting, and accept a light review for the lowest-priority topics. Check first whether the paper has compulsory questions or sections; those topics can't be dropped.

### Open-book and take-home exams

These still need revision. They usually test application under time pressure, so organise your notes so that you can find things quickly, and practise answering questions in the time allowed. Check exactly which materials are permitted, and remember that the rules on collaboration still apply.

## Checklist

- [ ] Every exam listed with its date, format and weighting
- [ ] Real available hours counted, with a 20% buffer
- [ ] Topics scored for confidence and weight
- [ ] Each session labelled learn, practise or review, with a specific topic
- [ ] The final days before each exam reserved for practice and review
- [ ] A weekly 15-minute check-in in the calendar

If you'd like help turning your exam dates and topic lists into a plan that fits your life, our exam preparation sessions start with exactly this.$md$,
  (select id from public.article_categories where slug = 'study-techniques'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['exam preparation', 'revision', 'exams', 'time management', 'planning'],
  'published',
  '2026-09-15 09:00:00+00',
  'How to Build a Revision Timetable You Will Actually Follow',
  'Build a realistic revision timetable step by step: audit your exams, count your real hours, weight topics by marks and confidence, schedule learn, practise and review sessions, and check it weekly.'
);

-- 21. Choosing a statistical test
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'choosing-the-right-statistical-test',
  'Choosing the Right Statistical Test: A Step-by-Step Guide',
  'Which test should you use? Answer four questions about your research question and your variables, and the choice narrows quickly. Includes a decision table and five worked examples.',
  $md$"Which test should I use?" is probably the question statistics tutors hear most. The answer comes from your research question and your data, not from whichever test you learned most recently, and it should be decided before you start analysing. Four questions narrow the choice quickly.

## Question 1: what are you trying to find out?

Most student projects ask one of four kinds of question:

- **Difference:** do groups or conditions differ? "Do students who use flashcards score higher than those who don't?"
- **Relationship:** do two measured variables go together? "Is sleep duration related to exam score?"
- **Association between categories:** are two categorical variables linked? "Is degree subject related to whether students live at home?"
- **Prediction:** which variables predict an outcome when considered together, and by how much? "Do sleep, attendance and hours of paid work predict exam score?"

## Question 2: what type is your outcome variable?

- **Continuous:** measured on a scale with meaningful distances between values, such as exam score, reaction time or hours.
- **Ordinal:** ranked categories, such as a single rating-scale item or a finishing position.
- **Categorical:** categories without an order, such as pass or fail, subject, or yes or no.

If you are not sure, our guide to descriptive statistics explains these levels of measurement.

## Question 3: how many groups, and are they independent?

- **How many groups or conditions** are you comparing: two, or three or more?
- **Are the groups independent or related?** Independent groups contain different people, such as a quiz group and a no-quiz group. Related (paired or repeated-measures) data come from the same people measured more than once, such as before and after a workshop, or from deliberately matched pairs.

Using a test for independent groups on paired data, or the reverse, is one of the most common errors in student projects.

## Question 4: do your data meet the test's assumptions?

**Parametric tests** such as t-tests, ANOVA, Pearson's correlation and linear regression make assumptions, for example that the residuals are roughly normally distributed and, for some tests, that groups have similar variances. **Non-parametric alternatives**, which typically work with ranks, make fewer assumptions. They are useful for ordinal outcomes, for small samples with clearly non-normal data and for data with strong outliers.

Some practical points:

- **Normality is about the residuals** (in simple group comparisons, the distribution within each group), not the raw data pooled across groups. With moderate to large samples, t-tests and ANOVA are fairly robust to departures from normality.
- **Look at plots,** such as histograms and Q–Q plots, rather than relying only on formal tests like Shapiro–Wilk. Those tests flag trivial departures in large samples and miss real ones in small samples.
- **Consider Welch's t-test** for two independent groups. It doesn't assume equal variances, and many statisticians recommend it as the default.
- **Independence matters for almost every test,** parametric or not. Measuring the same students several times and treating each measurement as a different person breaks it.

## The decision table

| Question | Outcome | Design | Main test | Alternative |
|---|---|---|---|---|
| Difference | Continuous | 2 independent groups | Independent-samples t-test (Welch's) | Mann–Whitney U |
| Difference | Continuous | 2 related measurements | Paired-samples t-test | Wilcoxon signed-rank |
| Difference | Continuous | 3 or more independent groups | One-way ANOVA | Kruskal–Wallis |
| Difference | Continuous | 3 or more related measurements | Repeated-measures ANOVA | Friedman |
| Difference | Continuous | One sample against a known value | One-sample t-test | Wilcoxon signed-rank |
| Association | Categorical | Two categorical variables | Chi-square test of independence | Fisher's exact test (small samples) |
| Relationship | Continuous | Two continuous variables | Pearson's correlation | Spearman's rank correlation |
| Prediction | Continuous | Several predictors | Multiple linear regression | Seek advice |
| Prediction | Binary (yes or no) | One or more predictors | Logistic regression | Seek advice |

For ordinal outcomes, the alternative column is usually the better starting point.

## Five worked examples

**1. Flashcards and exam scores.** Two separate groups of students, one using flashcards and one not; the outcome is exam percentage. This is a difference question with a continuous outcome and two independent groups, so use an independent-samples t-test (Welch's). With a small sample and heavily skewed scores, use a Mann–Whitney U test.

**2. A study skills workshop.** The same 25 students rate their confidence on a 0–100 scale before and after a workshop. Two related measurements of a continuous outcome call for a paired-samples t-test; if the differences are strongly skewed, use the Wilcoxon signed-rank test.

**3. Living at home by faculty.** Whether students live at home (yes or no) across four faculties. Two categorical variables call for a chi-square test of independence. Check the expected counts: a common rule of thumb is that no more than 20% of cells should have an expected count below 5, and none below 1. For a small 2 × 2 table, Fisher's exact test is the usual alternative.

**4. Sleep and exam scores.** Average nightly sleep and exam score for 120 students. Two continuous variables call for Pearson's correlation; use Spearman's if the relationship is consistently upward or downward but not a straight line, or if outliers have a large influence. Remember that a correlation on its own can't show that sleep *causes* better scores.

**5. Three teaching formats.** Students are randomly assigned to lectures, a flipped classroom or online modules, and the outcome is a test score. Three independent groups call for a one-way ANOVA, followed by post hoc comparisons such as Tukey's test to find which groups differ. Don't run three separate t-tests instead: each extra test raises the chance of a false positive.

## Mistakes to avoid

- **Choosing a test after seeing the results,** or trying several tests until one is significant. Plan your analysis in advance and report everything you ran.
- **Treating repeated measurements as independent observations.**
- **Ignoring multiple comparisons.** Run 20 independent tests at the .05 level and you would expect about one "significant" result by chance even if nothing is going on.
- **Reporting only the p-value.** Add effect sizes and confidence intervals; our guide to p-values, confidence intervals and effect sizes explains how.
- **Forcing a simple test onto a complex design.** Students grouped within classes, several outcomes measured over time, or many predictors may need more advanced models, such as multilevel models. That is the moment to talk to your supervisor.

## Summary

1. Name your question: difference, relationship, association or prediction.
2. Identify the type of your outcome variable.
3. Count the groups and decide whether they are independent or related.
4. Check assumptions with plots, and use Welch's t-test or a non-parametric alternative where needed.
5. Confirm your choice against your module guidance or with your supervisor before you analyse.

Our statistics tutors can talk through your design with you and explain why a test fits, so that you can justify the choice yourself in your methods section or viva.$md$,
  (select id from public.article_categories where slug = 'research-and-statistics'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['statistics', 'research', 'hypothesis testing', 'data analysis', 'quantitative methods'],
  'published',
  '2026-09-29 09:00:00+00',
  'Choosing the Right Statistical Test: A Guide for Students',
  'Choose a statistical test in four steps: your question, your outcome variable, your groups and your assumptions. A decision table for t-tests, ANOVA, chi-square, correlation and regression.'
);

-- 22. Feedback action plan
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'feedback-action-plan-feed-forward',
  'Turning Feedback into an Action Plan: A Feed-Forward Method',
  'Reading feedback is the easy part. This step-by-step method turns comments from several assignments into a short, specific action plan you can use on your next piece of work.',
  $md$Our guide to using feedback on your writing covers how to read and decode marker comments and keep a feedback log. This article picks up where that one ends: how to turn a pile of comments into a short plan that actually changes your next piece of work. Educators call this **feed-forward**: using feedback on past work to shape future work.

The whole method takes about an hour, and the best times to do it are the start of a new term and the week before you begin a major assignment.

## Step 1: gather everything in one place

Feedback is scattered across platforms, emails and paper. Collect:

- written comments and in-text annotations on marked work;
- **rubric or marking-grid scores:** which criteria scored lowest?
- **exam feedback,** including cohort-wide feedback or examiners' reports, which are often posted on the learning platform after results and widely ignored;
- notes from office hours, tutorials or lab demonstrators;
- peer feedback from seminars or draft swaps, where your course uses it.

Cohort feedback ("many students did not define their key terms") is easy to dismiss because it isn't addressed to you. Read it anyway, and ask honestly whether it applies.

## Step 2: sort comments into global and local

- **Global issues** affect the whole piece: answering the question, argument, structure, depth of analysis, use of evidence and critical evaluation.
- **Local issues** affect sentences and details: grammar, word choice, referencing format, figure labels and presentation.

Global issues usually cost more marks. A perfectly referenced essay that doesn't answer the question will still score poorly, while a strong argument with a few referencing slips usually loses only a little. Local issues still matter, but they are often fixed with a checklist rather than a change in how you work.

## Step 3: prioritise by impact and frequency

Place each issue in a simple grid:

| | Appears once | Appears repeatedly |
|---|---|---|
| **High impact** (global, or tied to a heavily weighted criterion) | Watch for it | **Priority** |
| **Lower impact** (local) | Leave for now | Fix with a checklist |

Choose **no more than three priorities.** A plan with ten actions becomes a list you never look at.

## Step 4: turn comments into specific actions

Comments describe problems; actions describe what you will *do*. A good action is one you could tick off.

| Comment pattern | Vague intention | Specific action |
|---|---|---|
| "Too descriptive" (three assignments) | "Be more critical" | After every piece of evidence, write one sentence on its significance or limitation; when editing, highlight these sentences and check every paragraph has one |
| "Structure unclear" (two assignments) | "Improve my structure" | Before drafting, write a one-line outline of topic sentences, and check the finished draft against it |
| "Missing page numbers" (three assignments) | "Take more care with referencing" | Record page numbers in my notes as I read; before submitting, search for every quotation mark and check each has a page number |
| "Discussion repeats the results" (lab reports) | "Write a better discussion" | Open each discussion paragraph by comparing one result with a named published study |

## Step 5: attach each action to a stage of work

Actions only happen if they are tied to a moment in your process. Put each one where it belongs:

- **Planning:** actions about answering the question and structure.
- **Reading and note-taking:** actions about evidence and sources.
- **Drafting:** actions about analysis and paragraph development.
- **Editing:** actions about clarity, style and referencing.

Write your three actions at the top of your next draft, or on a note beside your screen, and tick each one off at the right stage.

## A worked example

Amara, a second-year social sciences student, gathered feedback from four assignments. Her grid showed:

- "Descriptive" or "needs more analysis" in three of the four: **high impact and repeated**.
- "Good range of sources" in all four: a strength to keep.
- Referencing format errors in two: local and repeated, so a checklist.
- One comment about an overlong introduction: seen once, so watch for it.

Her action plan for the next essay:

1. **Drafting:** every paragraph ends with a "so what?" sentence linking the evidence back to the question.
2. **Planning:** before drafting, write the thesis and three topic sentences, and take them to the module tutor's office hours to ask whether they answer the question.
3. **Editing:** a five-minute referencing check covering page numbers, italics, "et al." and DOIs.

The comments on her next essay were different: the marker praised the analysis and suggested strengthening the conclusion. That is what progress looks like. You should expect new feedback, not the end of feedback.

## Step 6: ask for feed-forward directly

You can make feedback more useful before you receive it:

- **When you submit,** if your course allows a short cover note, ask the marker to comment on your priority: "I've been working on analysis and would welcome comments on whether it has improved."
- **In office hours,** ask: "What is the one change that would make the biggest difference to my next assignment?"
- **On drafts,** where your course permits draft feedback, ask about your priorities rather than whether the draft is "OK".

## Step 7: review after the next mark

When the next piece of work comes back, check each action. Did you do it, and did the feedback change? Keep actions that worked as habits, drop ones that no longer apply, and choose the next priority. Repeated over a year, this cycle does more for your marks than any single piece of advice.

## Your action plan template

Copy this into your notes:

- **My three priorities,** from repeated, high-impact feedback
- **One specific action for each,** and the stage of work it belongs to
- **One strength to keep doing**
- **The date I'll review this plan,** usually when the next marks are released

## Summary

- Gather all your feedback, including rubrics, exam reports and cohort feedback.
- Sort it into global and local issues, and prioritise repeated, high-impact ones.
- Turn each priority into one specific action you could tick off.
- Attach each action to the planning, reading, drafting or editing stage.
- Review after the next mark, and choose new priorities.

Our writing feedback service is built around feed-forward: we comment on drafts you have written, explain why each point matters, and help you build an action plan. The changes and the writing stay yours.$md$,
  (select id from public.article_categories where slug = 'academic-integrity'),
  (select id from public.authors where slug = 'priya-nair'),
  array['feedback', 'feed-forward', 'improving grades', 'marking criteria', 'essay writing'],
  'published',
  '2026-10-06 09:00:00+00',
  'Turn Marker Feedback Into an Action Plan: The Feed-Forward Method',
  'Gather feedback from every module, sort it into global and local issues, prioritise by impact and frequency, and write specific actions for how you plan, draft and edit your next assignment.'
);

-- 23. Exam-day technique
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'exam-day-technique-essay-and-multiple-choice',
  'Exam-Day Technique: How to Approach Essay and Multiple-Choice Papers',
  'Knowing the material is half the job. Here is how to use the first minutes, divide your time by marks, plan and write timed essays, and work through multiple-choice questions strategically.',
  $md$You can know a subject well and still underperform in an exam: by running out of time, answering a question that wasn't asked, or second-guessing yourself through a multiple-choice paper. Exam technique is the set of habits that turns what you know into marks. It is best practised with past papers in the weeks before, so that on the day it is automatic.

## Before you start writing

### Use the first few minutes well

Whether or not your exam has formal reading time:

1. **Read the instructions on the front page.** How many questions must you answer? Are any sections compulsory? Are marks deducted for wrong answers?
2. **Read every question you might answer** before choosing. On essay papers, jot a word or two beside each question as ideas come to you.
3. **Choose questions you can answer best,** not those on the topics you like best. A familiar topic with an awkward angle can be harder than a straightforward question on a topic you know slightly less well.

### Divide your time by marks

Work out your minutes per mark and write target finishing times on the paper. For a two-hour paper worth 100 marks, with 10 minutes kept for reading and checking, you have 110 minutes for 100 marks, or 1.1 minutes per mark. A 25-mark question gets about 27 minutes.

Then stick to it. Marks are easiest to earn in the early part of an answer, so a partly complete final answer almost always earns more than an extra 20 minutes spent polishing an earlier one.

## Essay questions

### Plan for five to ten minutes

It can feel like wasted time, but a short plan saves time later and produces a better-organised answer. An exam plan needs only:

- your answer to the question in one sentence;
- three to five points in order, each with the evidence you'll use (a study, case, example or theory);
- a note of the counter-argument you'll deal with.

### Answer the question actually set

The most common reason for disappointing exam essays is writing a prepared answer to a slightly different question. If you revised "the causes of the 2008 financial crisis" and the question asks "To what extent was weak regulation to blame?", your material is useful, but only if you reorganise it around regulation and reach a judgement. Use the question's key words in your opening sentence and at the start of each paragraph.

### Structure under pressure

- **Introduction:** three to five sentences that define the key terms and state your argument.
- **Body paragraphs:** one point each, opened with a clear topic sentence, supported with evidence and explained in terms of the question.
- **Conclusion:** two or three sentences that answer the question directly. Even a brief conclusion shows the marker that you have answered what was asked.

Leave a line between paragraphs and write legibly: markers can only credit what they can read. The same structure applies if you type your exams.

### If time runs out

If you are about to run out of time on the last essay, switch to concise notes or bullet points that cover your remaining points and your conclusion. Markers often give some credit for this, though usually less than for full prose, and it is far better than a blank page. Check your department's guidance if it has any.

## Multiple-choice questions

### Work in two passes

- **First pass:** answer every question you are confident about; mark any you are unsure of and move on. Don't let one hard question eat five minutes.
- **Second pass:** return to the marked questions with the time you have saved.

### Read each question carefully

- **Cover the options** and try to answer from memory first, then look for your answer among them. This reduces the pull of plausible wrong options.
- **Watch for negatives and qualifiers** such as "NOT", "EXCEPT", "LEAST", "always", "never" and "most likely".
- **Read every option** before choosing, even when the first looks right. "Best answer" questions may contain several partly correct options.
- **Eliminate options you know are wrong.** "All of the above" is wrong if even one option is wrong.

### Should you change your answer?

Many students believe their first instinct is usually right. Research on answer-changing has consistently found the opposite: when students change an answer, they more often move from a wrong answer to a right one than the reverse. Change an answer when you have a specific reason, such as realising you misread the question or remembering something relevant, not because of a vague doubt.

### Guessing and negative marking

Check the marking rules before the exam:

- **No negative marking:** never leave a question blank, because a guess can only gain marks.
- **Negative marking:** a wrong answer loses marks, so whether to guess depends on the penalty and on how many options you can rule out.

For example, with four options and a penalty of one third of a mark for a wrong answer, a completely random guess gains nothing on average: a one-in-four chance of +1 and a three-in-four chance of −⅓ cancel out. If you can rule out one option, guessing between the remaining three gains about 0.11 marks on average, so an informed guess is worth making. Heavier penalties change the sums, so work them out for your own exam in advance, not in the exam room.

### Answer sheets

If your exam uses a machine-read answer sheet, fill it in as you go or leave plenty of time to transfer your answers at the end. Check every ten questions or so that the question number matches the row, because one skipped line can shift every answer after it.

## Online and open-book exams

- Check the technical set-up, the submission method and the upload deadline in advance, and leave time to upload.
- Open-book doesn't mean easy. Questions usually test application, so organise your notes so that you can find things quickly, and don't spend the exam reading.
- The rules on collaboration and AI tools still apply. Unless they are explicitly permitted, working with other people or using AI tools during an exam is misconduct.

## Exam-day checklist

- [ ] Read the instructions: number of questions, compulsory sections, negative marking
- [ ] Write target finishing times beside each question
- [ ] Plan each essay for five to ten minutes, and answer the question set
- [ ] Work through multiple-choice questions in two passes, covering the options first
- [ ] Change answers only for a specific reason
- [ ] Leave time to check your work or transfer answers

Technique improves fastest with timed practice. Our exam preparation tutors can set past or sample questions under timed conditions and give you feedback on how you use your time, plan and answer.$md$,
  (select id from public.article_categories where slug = 'exams-and-assessment'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['exams', 'exam preparation', 'exam technique', 'multiple choice', 'essay writing'],
  'published',
  '2026-10-13 09:00:00+00',
  'Exam Technique for Essay and Multiple-Choice Exams',
  'Practical exam-day technique: the first few minutes, dividing your time by marks, planning and writing timed essay answers, and strategies for multiple-choice questions, including negative marking.'
);

-- 24. Responding to a misconduct allegation
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'what-to-do-if-accused-of-academic-misconduct',
  'Accused of Academic Misconduct? What Happens Next and How to Respond',
  'An email saying your work is under investigation is frightening. Here is how misconduct processes usually work, how to prepare your response, where to find free independent advice and what happens after a decision.',
  $md$Few emails cause more panic than one saying your assignment has been referred for suspected academic misconduct. The concern might be a high similarity score, suspected AI use, similarities with another student's work or an incident in an exam. Whatever the reason, what you do next matters, and the most important thing is to engage with the process calmly and honestly.

This article explains how misconduct processes usually work at universities in the USA, UK, Australia and Canada. Every institution's procedure is different, so your own university's regulations are the final word: find them and read them first.

## First: don't panic, and don't ignore it

- **An allegation is not a finding.** You have the right to respond before any decision is made.
- **Note the deadline** for replying or attending a meeting. If you miss it, the case may be decided without your input.
- **Keep everything,** including drafts, notes, files and messages, and don't create or edit files to look like earlier evidence. Fabricated evidence turns a case that might have ended with a warning into a far more serious one.
- **Don't contact other students involved** to agree on a story. That can be treated as further misconduct.

## How the process usually works

The names vary: "academic misconduct" in the UK, "academic dishonesty" or an honor code violation at many US institutions, an "academic integrity breach" in Australia and an "academic offence" at some Canadian universities. The stages are broadly similar:

1. **Referral.** A marker or invigilator notices something and refers it to an academic integrity officer, a departmental panel or an honor council.
2. **Notification.** You receive a written allegation with the evidence, or a summary of it, and information about the process.
3. **Response.** You submit a written statement, attend a meeting, or both. Some universities ask you to talk through your work to check that you understand it.
4. **Decision.** A person or panel decides whether misconduct occurred, usually on the balance of probabilities (whether it is more likely than not), and if so, what penalty applies.
5. **Appeal.** You can usually ask for the decision to be reviewed, on specific grounds and within a strict time limit.

Minor first cases are often handled within the department; serious or repeated cases go to a university-level panel.

## Get free, independent advice

You don't have to face this alone, and the best help is usually free:

- **UK:** your students' union advice centre.
- **Australia:** student advocacy services, often run by the student association or student representative council.
- **USA:** the ombuds office, the dean of students' office or an honor council adviser, depending on the institution.
- **Canada:** a students' union advocacy service or the university ombudsperson.

Advisers know the procedure, can read your statement before you send it and can often come to meetings with you. Contact them as soon as you receive the allegation, because they get busy at the end of term.

## Preparing your response

### Understand the allegation

What exactly are you accused of, and what evidence supports it? If the evidence wasn't included, such as the similarity report or the other student's work, ask for it in writing.

### Gather evidence of how you worked

- Notes, outlines, plans and drafts, with dates.
- Version history from Google Docs, Microsoft 365 or your learning platform.
- Your reading list, reference manager library and records of database searches.
- Messages showing what you discussed with other students, or with your instructor, such as permission to use a tool.
- Records of any help you received, such as tutoring session notes or an AI use log.

### Write a clear statement

- **Be factual and concise.** Explain step by step how you produced the work.
- **Address each piece of evidence.** For example: "The matching passage on page 3 is from Smith (2019). I included the citation but left out the quotation marks."
- **If you made a mistake, say so.** Acknowledging an error honestly and explaining what you have changed usually leads to a better outcome than a denial the panel doesn't believe.
- **Mention relevant circumstances,** such as illness, bereavement or heavy pressure at the time, as context. They rarely excuse misconduct, but they can affect the penalty. If they also affected your ability to study, ask whether a separate extenuating circumstances or special consideration process applies.

Ask your adviser to read the statement before you submit it.

### If the concern is about AI use

An AI-detection score is not proof on its own, and many universities say it should never be the only evidence. If you didn't use AI in a prohibited way, your drafts and version history are your strongest evidence, together with your ability to explain your work and your sources in a meeting. If you did use AI in a way that wasn't allowed, honesty is again the better course.

## Possible outcomes

Depending on how serious the case is, whether it is a first offence and your level of study, outcomes range from:

- no case to answer;
- a warning, often with required academic integrity training;
- a reduced mark, or resubmission with a capped mark;
- a mark of zero for the assessment or the whole module;
- failure of the course, sometimes with a note on your transcript;
- suspension or expulsion, for the most serious or repeated cases, such as contract cheating or impersonation in an exam.

Ask whether a finding will appear on your transcript or internal record, and for how long. It may matter for future applications and for professional courses such as nursing, teaching, medicine or law, which may have fitness-to-practise or good-character requirements.

## Appeals

Appeals are usually limited to specific grounds, such as:

- a **procedural error,** where the university didn't follow its own rules;
- **new evidence** that you couldn't reasonably have provided earlier;
- **bias** or unfairness in how the case was handled;
- a **penalty out of proportion** to the offence.

Disagreeing with the decision is not normally enough on its own, and deadlines are often only a few weeks. Once the internal process is finished, you may be able to complain to an external body if you believe the university acted unfairly: the **Office of the Independent Adjudicator (OIA)** for universities in England and Wales, the **Scottish Public Services Ombudsman** in Scotland, the **Northern Ireland Public Services Ombudsman**, a **state or territory ombudsman** in Australia, or a **provincial ombudsman** in some Canadian provinces. In the USA, the options depend on the institution and the state. These bodies look at process and fairness, not academic judgement.

## Look after yourself

A misconduct case can take weeks and is stressful. Keep up with your other work, and use your university's counselling or wellbeing service if you need to; doing so won't affect your case. For most students, especially in first and minor cases, the outcome is not the end of their studies.

## Checklist

- [ ] Noted the deadline and read my university's procedure
- [ ] Contacted my students' union or student advocacy service
- [ ] Kept all files, drafts and messages, without altering anything
- [ ] Asked for the evidence in writing, if I haven't seen it
- [ ] Written a factual statement that addresses each point, and had it checked
- [ ] Asked about transcript notation and appeal deadlines

We keep records of the help we give, such as session notes and feedback comments, and we will confirm in writing what help you received if your university asks. Because we never write or complete graded work, our support is something you can declare with confidence.$md$,
  (select id from public.article_categories where slug = 'academic-integrity'),
  (select id from public.authors where slug = 'liam-doherty'),
  array['academic integrity', 'academic misconduct', 'appeals', 'student support', 'plagiarism'],
  'published',
  '2026-10-20 09:00:00+00',
  'Accused of Academic Misconduct? What to Do Next',
  'What to do if your university accuses you of academic misconduct: how the process works, how to prepare your response and evidence, where to get free advice, possible outcomes and appeals.'
);

-- Scheduled: visible once published_at has passed, always in the future right after seeding.
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'planning-your-dissertation-timeline',
  'Planning Your Dissertation Timeline: Working Back from the Deadline',
  'A dissertation is a long project full of hidden waiting times: ethics approval, recruitment, supervisor feedback. Here is how to build a realistic timeline by working backwards from the deadline.',
  $md$A dissertation or final-year project is usually the longest piece of work you have ever done, and the hardest to plan. Unlike an essay, much of the time goes on waiting: for ethics approval, for participants, for data, for supervisor comments. A timeline that ignores those waits is the main reason so many students end up writing the whole thing in the final month.

## Start from the deadline and work backwards

1. Write down the **submission date** and any **interim deadlines** your department sets, such as a proposal, an ethics application, a progress report or a draft chapter.
2. Set aside at least **one week for final checks:** proofreading, formatting, references, appendices and submission.
3. Allow time for **supervisor feedback on a full draft.** Ask your supervisor how long they need, and when they will be unavailable because of holidays, conferences or marking.
4. Work backwards through the phases below, giving each one a deadline of its own.

## The main phases

These are typical phases for an empirical dissertation. Adjust them for a library-based or practical project.

| Phase | What it involves | Rough share of the time |
|---|---|---|
| Topic and proposal | Narrowing the question, initial reading, writing the proposal | 10% |
| Ethics and set-up | Ethics application, permissions, designing and piloting materials | 10–15% |
| Literature review | Searching, reading, synthesising, drafting the chapter | 15–20% |
| Data collection | Recruitment, interviews, surveys, experiments or archive work | 15–20% |
| Analysis | Cleaning, analysing and interpreting the data | 15% |
| Writing and revising | Drafting the remaining chapters and revising after feedback | 20–25% |
| Final checks | Proofreading, formatting, references, submission | 5% |

The phases overlap. You'll keep reading while you collect data, and you can draft your methods chapter while waiting for survey responses.

## Allow for hidden waiting times

- **Ethics approval** can take anything from a few days to several weeks, longer if the committee asks for changes, and nothing involving participants can start until it is granted.
- **Recruitment** is almost always slower than expected. Survey response rates can be low, and interviewees cancel.
- **Supervisor feedback** takes time, because supervisors have many students. Agree on turnaround times at your first meeting.
- **Access to organisations or data,** such as schools, hospitals, companies or archives, may need separate permission.

## An example: a 24-week project

Here is one way to plan a project that runs from the start of the autumn term to a spring deadline. Adjust it to your own calendar.

| Weeks | Milestones |
|---|---|
| 1–3 | Question agreed with supervisor; initial reading; proposal submitted |
| 3–6 | Ethics application submitted; materials designed and piloted |
| 4–10 | Literature searching and reading; literature review drafted by week 10 |
| 7–12 | Data collection, once ethics approval is granted |
| 12–15 | Analysis; methods chapter drafted |
| 15–19 | Results and discussion drafted; full draft to supervisor by week 19 |
| 20–22 | Revisions after feedback; introduction and conclusion rewritten |
| 23 | Proofreading, formatting, references and abstract |
| 24 | Buffer week; submit early if you can |

Mark holidays and exam periods on the plan as well. Little progress usually happens in them, so plan around them rather than through them.

## Make the timeline visible

- **Use a Gantt chart.** A spreadsheet with weeks as columns and phases as rows works well and shows the overlaps.
- **Break each phase into tasks of a few hours,** and put this week's tasks into your weekly plan.
- **Set milestones you can check,** such as "ethics form submitted", "15 interviews completed" or "chapter 2 draft sent", rather than "work on the literature review".
- **Plan supervisor meetings around milestones,** and send a short agenda and any draft a few days beforehand.

## Write as you go

Don't leave all the writing until the end. Draft the methods section while the details of what you did are fresh, keep a research diary of your decisions and the reasons for them, and write short notes on your analysis as you go. Writing early also shows you quickly what you don't yet understand.

## When you fall behind

Most students fall behind at some point. When it happens, re-plan from today: protect the writing and final-check time, reduce the scope if you can (fewer interviews or a narrower data set, agreed with your supervisor), and tell your supervisor early. If illness or other circumstances affect your progress, ask about your university's extension or extenuating circumstances process before the deadline, not after it.

## Checklist

- [ ] Submission date and interim deadlines recorded
- [ ] Phases planned backwards from the deadline, each with a date
- [ ] Time for ethics approval, recruitment and supervisor feedback built in
- [ ] A Gantt chart or timeline somewhere visible
- [ ] Milestones agreed with my supervisor
- [ ] At least one buffer week before submission

Our dissertation support sessions can help you plan your timeline, prepare for supervisor meetings and keep the project on track. The research and the writing are yours; we help you manage the project and build the skills it needs. Check your department's handbook for the rules on what kinds of support are allowed.$md$,
  (select id from public.article_categories where slug = 'research-and-statistics'),
  (select id from public.authors where slug = 'sofia-alvarez'),
  array['dissertation', 'research', 'planning', 'time management', 'research skills'],
  'scheduled',
  now() + interval '14 days',
  'How to Plan Your Dissertation Timeline, Step by Step',
  'Plan a realistic dissertation timeline: work backwards from the deadline, map each phase, allow for ethics approval, recruitment and supervisor feedback, and build in milestones and a buffer.'
);

-- Draft: only admins see it.
insert into public.articles (slug, title, excerpt, content, category_id, author_id, tags, status, published_at, seo_title, seo_description)
values (
  'draft-note-taking-for-online-lectures',
  'Note-Taking for Online and Recorded Lectures',
  'Recorded lectures come with a pause button, and with a temptation to put everything off. How to take useful notes from online lectures without rewatching every minute.',
  $md$Recorded and live-streamed lectures are now a normal part of university life. They have real advantages: you can pause, rewind and catch up after illness. They also bring new traps. The biggest is that a lecture you can watch "any time" often gets watched at no time, or three weeks later, at double speed, the night before a deadline.

The principles of good notes still apply, and our guide to note-taking methods covers Cornell notes, outlines and concept maps. This article covers what is different when the lecture is on a screen.

## Schedule recorded lectures like live ones

- **Put every recorded lecture in your calendar** at a fixed time, ideally close to when it would have been delivered in person.
- **Watch it before the related seminar or tutorial,** not after. Seminars assume you have seen it.
- **Set a catch-up limit.** If you fall more than a week behind, use your next weekly review to plan how you'll catch up, rather than hoping a free weekend will appear.

## Live online lectures

- Treat them like in-person classes: close other tabs and put your phone out of reach, whether or not your camera is on.
- Use the chat or Q&A to ask questions. Many students find it easier than putting a hand up in a lecture theatre.
- Don't count on a recording. Technical problems happen, and some lecturers don't record discussions.

## Use the pause button, not the rewind button

Pausing is the great advantage of a recording. Use it to:

- **Finish a thought** in your own words before moving on.
- **Predict:** when the lecturer poses a question, pause and write your own answer before hearing theirs. That is retrieval practice built into the lecture.
- **Try worked examples yourself:** in maths, statistics or the sciences, pause once the problem is set and attempt it before watching the solution.

What to avoid is rewinding again and again to capture exact wording. It turns a one-hour lecture into three hours and note-taking back into transcription.

## Playback speed: use with care

Watching at 1.25 or 1.5 times normal speed can be fine for material you find easy, or for a second viewing. Some studies have found little loss of understanding at moderately faster speeds, but faster playback leaves you less time to think, and the evidence for difficult, unfamiliar material is less reassuring. A sensible rule is normal speed for new or difficult content, faster for review or familiar sections, and free use of pause at any speed.

## Timestamps: the most useful online habit

Write the recording time next to key points, for example "[23:40] definition of opportunity cost". Later, when something in your notes is unclear, you can jump straight to that moment instead of rewatching the whole lecture. Some platforms let you add bookmarks or notes linked to timestamps.

## Captions and transcripts

Automatic captions and transcripts help with accessibility and with checking technical terms, but:

- **They contain errors,** especially with names, specialist vocabulary and strong accents. Check key terms against the slides or readings.
- **Copying a transcript is not note-taking.** Use it to check your notes, not to replace your own summary.
- **Check the rules** before downloading recordings or transcripts, or putting them into AI tools. Many universities restrict how lecture recordings can be shared, and lecturers usually own the material.

## After the lecture

Within a day or two:

1. Write a summary of three to five sentences from memory.
2. Turn the headings into questions for later self-testing.
3. List anything you didn't understand, with timestamps, and take those questions to a seminar, discussion forum or office hours.

## Quick checklist

- [ ] Recorded lectures scheduled in my calendar
- [ ] Pausing to think and predict, not to transcribe
- [ ] Normal speed for difficult material
- [ ] Timestamps next to key points
- [ ] A summary and questions written within two days

If you'd like help building a routine for online and recorded lectures around your own timetable, our study skills coaches can set one up with you.$md$,
  (select id from public.article_categories where slug = 'study-techniques'),
  (select id from public.authors where slug = 'marcus-bennett'),
  array['note-taking', 'online learning', 'lectures', 'study skills', 'recorded lectures'],
  'draft',
  null,
  'Note-Taking for Online and Recorded Lectures',
  'Take better notes from online and recorded lectures: schedule them like live classes, use pause and playback speed wisely, add timestamps, use captions carefully and turn notes into self-tests.'
);

/** Printable resource files, rendered to PDFs by scripts/build-resource-files.ts. */
export type ResourceFile = {
  file: string
  title: string
  intro: string
  sections: { heading: string; lines: string[]; boxes?: boolean; writeLines?: number }[]
}

const integrity =
  "Use this to organise and check your own work. It is a learning aid, not a substitute for your university's rules: where your course guidance differs, follow your course."

export const resourceFiles: ResourceFile[] = [
  {
    file: 'weekly-study-planner.pdf',
    title: 'Weekly Study Planner',
    intro:
      'Plan one week at a time: fixed commitments first, then deadlines, then focused study blocks of 25 to 50 minutes with breaks. Review on Sunday and move what did not happen.',
    sections: [
      { heading: "This week's deadlines and tests", lines: [], writeLines: 4 },
      {
        heading: 'Study blocks (one line per block: day, time, module, specific task)',
        lines: [],
        writeLines: 14,
      },
      {
        heading: 'End-of-week review',
        lines: [
          'What did I finish?',
          'What did not happen, and why?',
          'What will I change next week?',
        ],
        writeLines: 3,
      },
    ],
  },
  {
    file: 'literature-review-synthesis-matrix.pdf',
    title: 'Literature Review Synthesis Matrix',
    intro:
      'One row per source, one column per theme. Filling the matrix shows where sources agree, disagree and leave gaps, which is what a review has to discuss.',
    sections: [
      {
        heading: 'Columns to complete for each source',
        lines: [
          'Full reference (in your required style)',
          'Research question or aim',
          'Method and sample',
          'Key findings',
          'Theme 1 / Theme 2 / Theme 3: what this source says about each',
          'Strengths and limitations',
          'How it relates to your question',
        ],
      },
      { heading: 'Sources (one line each)', lines: [], writeLines: 12 },
      {
        heading: 'After the matrix',
        lines: [
          'Where do most sources agree?',
          'Where do they conflict, and why might that be (methods, samples, dates)?',
          'What has not been studied? That gap can frame your own argument.',
        ],
      },
    ],
  },
  {
    file: 'pre-submission-checklist.pdf',
    title: 'Pre-Submission Checklist',
    intro: integrity,
    sections: [
      {
        heading: 'The question and the criteria',
        boxes: true,
        lines: [
          'I have answered the question that was set, including every part of it.',
          'I have checked my work against the marking criteria or rubric.',
          'My word count is within the limit, including or excluding what the brief says.',
        ],
      },
      {
        heading: 'Argument and structure',
        boxes: true,
        lines: [
          'My introduction states my answer (thesis) clearly.',
          'Each paragraph makes one point, supported with evidence and analysis.',
          'My conclusion answers the question and adds no new evidence.',
        ],
      },
      {
        heading: 'Sources and integrity',
        boxes: true,
        lines: [
          'Every quotation, paraphrase, statistic and idea from a source is cited.',
          'Every in-text citation appears in the reference list, and the other way round.',
          "I have followed my course's rules on AI tools and declared any use it requires.",
          'The work I am submitting is my own.',
        ],
      },
      {
        heading: 'Presentation',
        boxes: true,
        lines: [
          'I have proofread a printed copy or read it aloud.',
          'File name, format, cover sheet and page numbers follow the instructions.',
        ],
      },
    ],
  },
  {
    file: 'retrieval-practice-worksheet.pdf',
    title: 'Retrieval Practice Worksheet',
    intro:
      'Close your notes. Write everything you can remember, then check and fill gaps in a different colour. Recalling from memory strengthens learning more than rereading.',
    sections: [
      { heading: 'Topic', lines: [], writeLines: 1 },
      { heading: 'Brain dump: everything I remember, without notes', lines: [], writeLines: 10 },
      { heading: 'Three questions I could be asked, and my answers', lines: [], writeLines: 6 },
      { heading: 'Gaps I found when I checked my notes', lines: [], writeLines: 4 },
      {
        heading: 'Next review (spaced)',
        boxes: true,
        lines: ['Tomorrow', 'In 3 days', 'In 1 week', 'In 3 weeks'],
      },
    ],
  },
  {
    file: 'exam-revision-checklist.pdf',
    title: 'Exam Revision Checklist',
    intro:
      'Start revision at least three weeks before the exam. Tick each item as you do it, and be honest: recognising material is not the same as recalling it.',
    sections: [
      {
        heading: 'Three weeks before',
        boxes: true,
        lines: [
          'I know the exam format, length, question types and what is allowed in the room.',
          'I have listed every topic and rated my confidence in each from 1 to 5.',
          'I have a revision timetable that revisits each topic more than once.',
        ],
      },
      {
        heading: 'During revision',
        boxes: true,
        lines: [
          'I test myself (flashcards, blank-page recall, practice questions) rather than reread.',
          'I have done at least two past papers or practice sets under timed conditions.',
          'I have checked my practice answers against mark schemes or model answers.',
          'I mix topics in a session instead of doing one topic all day.',
        ],
      },
      {
        heading: 'The day before and on the day',
        boxes: true,
        lines: [
          'I know the time, place and what to bring; my ID and equipment are packed.',
          'I will sleep normally rather than revise all night.',
          'In the exam I will read every question first and plan my time per mark.',
        ],
      },
    ],
  },
  {
    file: 'paraphrasing-practice-worksheet.pdf',
    title: 'Paraphrasing Practice Worksheet',
    intro:
      "Paraphrasing means expressing a source's idea in your own words and structure, with a citation. Swapping words for synonyms is not enough (that is patchwriting).",
    sections: [
      {
        heading: 'Method',
        lines: [
          '1. Read the passage until you understand it. Look up unfamiliar terms.',
          '2. Close the source. Explain the idea aloud or in notes as if to a friend.',
          '3. Write your version from those notes, not from the original.',
          '4. Compare with the original: change any phrase that is still too close.',
          '5. Add the citation (and a page number if your style needs one).',
        ],
      },
      { heading: 'Passage 1: the original (copy it here)', lines: [], writeLines: 4 },
      { heading: 'Passage 1: my paraphrase with citation', lines: [], writeLines: 4 },
      { heading: 'Passage 2: the original', lines: [], writeLines: 4 },
      { heading: 'Passage 2: my paraphrase with citation', lines: [], writeLines: 4 },
    ],
  },
  {
    file: 'lab-report-template.pdf',
    title: 'Lab Report Template',
    intro:
      'A standard structure for scientific lab reports. Check your module handbook for the exact headings and length it expects, and write every section yourself.',
    sections: [
      { heading: 'Title', lines: ['Specific and informative: what you tested, in what.'] },
      {
        heading: 'Abstract (about 150-250 words, written last)',
        lines: ['Aim, method in one or two sentences, main result with numbers, conclusion.'],
      },
      {
        heading: 'Introduction',
        lines: ['Background with citations, the gap or purpose, aim and hypothesis.'],
      },
      {
        heading: 'Method',
        lines: ['Materials, procedure and analysis in the past tense, in enough detail to repeat.'],
      },
      {
        heading: 'Results',
        lines: [
          'Findings without interpretation. Numbered, captioned tables and figures with units.',
        ],
      },
      {
        heading: 'Discussion',
        lines: [
          'What the results mean for the hypothesis, comparison with published work, sources of error and limitations, improvements.',
        ],
      },
      {
        heading: 'Conclusion and references',
        lines: ['Brief answer to the aim; full reference list.'],
      },
    ],
  },
  {
    file: 'help-and-ai-declaration-log.pdf',
    title: 'Help and AI Use Log',
    intro:
      'Many universities now ask students to declare help they received and any use of AI tools. Keep this log as you work so a declaration takes minutes and is accurate.',
    sections: [
      {
        heading: 'Assignment and course rules on help and AI (copy them here)',
        lines: [],
        writeLines: 3,
      },
      {
        heading: 'Log (one line each: date, who or what tool, what for, what I did with it)',
        lines: [],
        writeLines: 12,
      },
      {
        heading: 'Before submitting',
        boxes: true,
        lines: [
          'Every use in this log was allowed by the assignment rules.',
          'I have made any declaration my course requires.',
          'The submitted wording and ideas are my own, and sources are cited.',
        ],
      },
    ],
  },
  {
    file: 'feedback-action-plan.pdf',
    title: 'Feedback Action Plan',
    intro:
      'Feedback is most useful when it changes your next assignment. Collect comments from your last few pieces of work and turn the patterns into actions.',
    sections: [
      { heading: 'Comments that appear more than once', lines: [], writeLines: 5 },
      { heading: 'What each comment means (ask your tutor if unsure)', lines: [], writeLines: 5 },
      {
        heading: 'Actions for my next assignment (specific and checkable)',
        lines: [
          'Example: "Each paragraph will end with a sentence linking the point to the question."',
        ],
        writeLines: 5,
      },
      {
        heading: 'Where I will get help (workshops, office hours, guides)',
        lines: [],
        writeLines: 3,
      },
    ],
  },
]

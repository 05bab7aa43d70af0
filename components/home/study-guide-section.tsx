import { BookOpenCheckIcon, CheckIcon } from 'lucide-react'

import { loadOrNull } from '@/components/home/sections/load-or-null'
import { StudyGuideForm } from '@/components/home/study-guide/study-guide-form'
import { isStudyGuideOffered } from '@/lib/data/lead-magnets'

const highlights = [
  'A term planner and a 20-minute weekly planning routine',
  'Retrieval practice and spaced repetition instead of rereading',
  'Essay planning, from command words to paragraph outline',
  'Referencing quick guides for APA 7, Harvard, MLA and Chicago',
  'An exam-week checklist and ways to manage stress',
]

/**
 * The free Study Success Guide sign-up: static copy from the server, a small client form. Hidden
 * while an admin has the guide switched off, rather than a form that can only fail; shown when
 * the lookup fails, as the form then says what went wrong itself.
 */
export async function StudyGuideSection() {
  if ((await loadOrNull(isStudyGuideOffered(), 'study guide')) === false) return null
  return (
    <section
      id="study-guide"
      aria-labelledby="study-guide-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <div className="grid gap-10 rounded-2xl border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
            <BookOpenCheckIcon aria-hidden="true" className="size-5" />
            Free PDF guide
          </p>
          <h2 id="study-guide-heading" className="mt-3 text-3xl font-bold tracking-tight">
            Get the Study Success Guide
          </h2>
          <p className="mt-3 text-muted-foreground">
            Practical, evidence-based study methods for university students, written by our tutors.
            Enter your email and we will send you the download link straight away.
          </p>
          <ul className="mt-6 grid gap-2 text-sm">
            {highlights.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <StudyGuideForm />
      </div>
    </section>
  )
}

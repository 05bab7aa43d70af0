import { headers } from 'next/headers'
import { Suspense } from 'react'

import {
  DEFAULT_READER_LOCALE,
  formatReaderDate,
  readerLocale,
  type ReaderLocale,
} from '@/lib/format/locale'

type DatesProps = { published: string | null; updated: string }

const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10)

function Dates({ published, updated, locale }: DatesProps & { locale: ReaderLocale }) {
  return (
    <>
      {published ? (
        <span>
          Published <time dateTime={published}>{formatReaderDate(published, locale)}</time>
        </span>
      ) : null}
      {!published || !sameDay(published, updated) ? (
        <span>
          Updated <time dateTime={updated}>{formatReaderDate(updated, locale)}</time>
        </span>
      ) : null}
    </>
  )
}

async function DatesForReader(props: DatesProps) {
  const locale = readerLocale((await headers()).get('accept-language'))
  return <Dates {...props} locale={locale} />
}

/**
 * Publication dates in the reader's locale (en-US, en-GB, en-AU or en-CA from Accept-Language).
 * Only this part of the page is rendered per request; the prerendered page carries en-GB dates.
 */
export function ReaderDates(props: DatesProps) {
  return (
    <Suspense fallback={<Dates {...props} locale={DEFAULT_READER_LOCALE} />}>
      <DatesForReader {...props} />
    </Suspense>
  )
}

async function DateForReader({ date }: { date: string }) {
  const locale = readerLocale((await headers()).get('accept-language'))
  return <time dateTime={date}>{formatReaderDate(date, locale)}</time>
}

/** One date in the reader's locale, rendered per request like ReaderDates (en-GB prerendered). */
export function ReaderDate({ date }: { date: string }) {
  return (
    <Suspense
      fallback={<time dateTime={date}>{formatReaderDate(date, DEFAULT_READER_LOCALE)}</time>}
    >
      <DateForReader date={date} />
    </Suspense>
  )
}

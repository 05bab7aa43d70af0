import { headers } from 'next/headers'
import { Suspense } from 'react'

import { currencyNote, formatPrice } from '@/lib/format/currency'
import { DEFAULT_READER_LOCALE, readerLocale, type ReaderLocale } from '@/lib/format/locale'

type PriceProps = { amount: number; currency: string }

function Price({ amount, currency, locale }: PriceProps & { locale: ReaderLocale }) {
  const note = currencyNote(currency, locale)
  return (
    <p className="text-sm">
      <span className="font-semibold">From {formatPrice(amount, currency, locale)}</span>
      {note ? <span className="block text-muted-foreground">{note}</span> : null}
    </p>
  )
}

async function PriceForReader(props: PriceProps) {
  const locale = readerLocale((await headers()).get('accept-language'))
  return <Price {...props} locale={locale} />
}

/**
 * A "from" price in the reader's number format (by Accept-Language), in the currency it is
 * stored in and labelled with it: never converted. Only this part is rendered per request.
 */
export function ServicePrice(props: PriceProps) {
  return (
    <Suspense fallback={<Price {...props} locale={DEFAULT_READER_LOCALE} />}>
      <PriceForReader {...props} />
    </Suspense>
  )
}

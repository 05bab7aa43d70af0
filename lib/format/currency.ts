import type { ReaderLocale } from '@/lib/format/locale'

/** The currency each reader locale pays in. */
export const LOCALE_CURRENCY: Record<ReaderLocale, string> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-AU': 'AUD',
  'en-CA': 'CAD',
}

/**
 * A stored price in the reader's number format. The amount is never converted: it stays in the
 * currency it was stored in, and the ISO code is always written out, so '$45' can never be read
 * as Australian or Canadian dollars.
 */
export function formatPrice(amount: number, currency: string, locale: ReaderLocale): string {
  const formatted = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
  return `${formatted} ${currency}`
}

/** A note for readers whose own currency differs from the price's. */
export function currencyNote(currency: string, locale: ReaderLocale): string | null {
  const own = LOCALE_CURRENCY[locale]
  return own === currency
    ? null
    : `Prices are set in ${currency}; your quote and checkout show the exact amount in ${own}.`
}

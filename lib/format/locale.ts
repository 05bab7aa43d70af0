/** The English locales the site formats dates and prices for; en-GB when nothing better fits. */
export const READER_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA'] as const
export type ReaderLocale = (typeof READER_LOCALES)[number]
export const DEFAULT_READER_LOCALE: ReaderLocale = 'en-GB'

/**
 * The reader's locale from an Accept-Language header: the first of their languages, by quality,
 * that is one of ours. A bare 'en' (or an English variant we do not serve) falls to en-GB.
 */
export function readerLocale(acceptLanguage: string | null | undefined): ReaderLocale {
  if (!acceptLanguage) return DEFAULT_READER_LOCALE
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const match = READER_LOCALES.find((locale) => locale.toLowerCase() === tag)
    if (match) return match
  }
  return DEFAULT_READER_LOCALE
}

/** A date as the reader writes it, e.g. '3 March 2026' (en-GB) or 'March 3, 2026' (en-US). */
export function formatReaderDate(iso: string, locale: ReaderLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  )
}

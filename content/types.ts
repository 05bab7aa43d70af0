/** A titled part of an information page; `body` is GitHub-flavoured Markdown. */
export type ContentSection = {
  id: string
  heading: string
  body: string
}

/** A page whose words are fixed: legal pages, About, and the like. */
export type InfoPage = {
  slug: string
  title: string
  /** One or two sentences for the meta description and the page lead. */
  description: string
  /** ISO date (YYYY-MM-DD) the text last changed; shown as "Last updated". */
  lastUpdated: string
  sections: ContentSection[]
}

export type FaqItem = {
  question: string
  /** Plain text (no Markdown): it is also emitted verbatim in FAQPage JSON-LD. */
  answer: string
}

export type FaqGroup = {
  id: string
  heading: string
  items: FaqItem[]
}

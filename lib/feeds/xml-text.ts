/**
 * Characters XML 1.0 does not allow anywhere, escaped or not: C0 controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF. One in a title pasted from a word
 * processor (a vertical tab for Shift+Enter) would make the whole feed unreadable.
 */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The text without what XML cannot carry; a vertical tab or form feed becomes a space. */
export const xmlText = (text: string) => text.replace(/[\u000B\u000C]/g, ' ').replace(NOT_XML, '')

/**
 * Plain text as HTML that shows exactly that text, for the feed elements readers take as HTML.
 * Escaping `>` as well means the result never contains `]]>`, so it is safe in a CDATA section.
 */
export const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const CDATA_END = ']]>'
/** A CDATA section's end split across two sections, the one way to carry `]]>` in CDATA. */
const SPLIT_CDATA_END = ']]]]><![CDATA[>'

/**
 * Text for the feed package's CDATA sections, which it writes through xml-js. xml-js splits only
 * the first `]]>` in a section, so a second one would end the section early and leave the feed
 * unreadable; this splits every later one, and xml-js then splits the first.
 */
export function cdataText(text: string) {
  const [head, ...rest] = text.split(CDATA_END)
  return rest.length === 0 ? text : `${head}${CDATA_END}${rest.join(SPLIT_CDATA_END)}`
}

/**
 * xml-js writes attribute values with `&` and `"` escaped but `<` as it is, which XML does not
 * allow there. Atom's category label and term are the only attributes that carry an admin's
 * text; nothing else in the feed holds a raw `<category` (titles and summaries are escaped).
 */
export const escapeCategoryAttributes = (xml: string) =>
  xml.replace(
    /<category((?: [a-z]+="[^"]*")+)\/>/g,
    (_, attributes: string) => `<category${attributes.replace(/</g, '&lt;')}/>`,
  )

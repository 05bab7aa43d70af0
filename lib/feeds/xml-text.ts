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

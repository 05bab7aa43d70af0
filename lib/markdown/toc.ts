import GithubSlugger from 'github-slugger'
import type { Heading } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'

export type TocEntry = { id: string; text: string; depth: 2 | 3 }

/**
 * The h2 and h3 headings of a Markdown body with the ids rehype-slug gives them when the body is
 * rendered (the same slugger, in document order, counting every heading so duplicates line up).
 */
export function tableOfContents(markdown: string): TocEntry[] {
  const slugger = new GithubSlugger()
  const entries: TocEntry[] = []
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'heading') {
      const heading = node as Heading
      const text = toString(heading)
      const id = slugger.slug(text)
      if (heading.depth === 2 || heading.depth === 3)
        entries.push({ id, text, depth: heading.depth })
      return
    }
    for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] })
  }
  visit(fromMarkdown(markdown))
  return entries
}

import type { SlugSection } from '@/lib/content/slug-history'

// The sections an admin can preview in draft mode (app/api/draft).
const NOUNS = { articles: 'article', resources: 'resource' } satisfies Partial<
  Record<SlugSection, string>
>

/**
 * The bar across an admin's draft-mode view of an article or resource: what it is, its status,
 * and a way out of draft mode (app/api/draft/exit) back to the public page.
 */
export function PreviewBanner({
  section,
  slug,
  status,
}: {
  section: keyof typeof NOUNS
  slug: string
  status: string
}) {
  return (
    <div
      role="status"
      className="sticky top-16 z-40 border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      Preview: this is how the {NOUNS[section]} will look. Status: {status}.{' '}
      <form action="/api/draft/exit" method="post" className="inline">
        <input type="hidden" name="section" value={section} />
        <input type="hidden" name="slug" value={slug} />
        <button type="submit" className="underline underline-offset-4">
          Leave preview
        </button>
      </form>
    </div>
  )
}

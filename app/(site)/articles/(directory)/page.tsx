import type { Metadata } from 'next'

import { DirectoryView } from '@/components/articles/directory-view'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Study articles',
  description:
    'Guides for university students on revision, exams, essay writing, referencing styles, statistics, time management and academic integrity.',
  path: '/articles',
})

/** The plain directory; filtered and later pages come through proxy.ts as browse/[category]/[page]. */
export default function ArticlesPage() {
  return <DirectoryView category={null} page={1} />
}

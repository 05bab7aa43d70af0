import { csvDownload, type CsvColumn } from '@/lib/csv/csv-download'
import { currentUserIsAdmin, getCurrentUser } from '@/lib/auth/current-user'
import {
  articleExportBatches,
  articleListSpecWith,
  getArticleCategoryOptions,
  type ArticleExportRow,
} from '@/lib/data/admin/articles'
import { parseListParams } from '@/lib/data/admin/list-params'
import { createClient } from '@/lib/supabase/server'

const columns: CsvColumn<ArticleExportRow>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Status', value: (row) => row.status },
  { header: 'Category', value: (row) => row.article_categories?.name },
  { header: 'Author', value: (row) => row.authors?.name },
  { header: 'Tags', value: (row) => row.tags.join(', ') },
  { header: 'Published (UTC)', value: (row) => row.published_at },
  { header: 'Updated (UTC)', value: (row) => row.updated_at },
]

/** Streams the articles the list's filters and search match as CSV; admins only (401/403). */
export async function GET(request: Request) {
  if (!(await getCurrentUser())) {
    return Response.json({ error: 'Sign in as an admin to export.' }, { status: 401 })
  }
  if (!(await currentUserIsAdmin())) {
    return Response.json({ error: 'Only admins can export articles.' }, { status: 403 })
  }
  const categories = await getArticleCategoryOptions()
  const params = parseListParams(
    articleListSpecWith(categories),
    Object.fromEntries(new URL(request.url).searchParams),
  )
  const date = new Date().toISOString().slice(0, 10)
  const batches = articleExportBatches(await createClient(), params, categories)
  return csvDownload(`articles-${date}.csv`, columns, batches)
}

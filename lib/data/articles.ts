import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client; RLS limits anon to published
// articles and scheduled ones whose time has come. Errors throw so a failure is never cached.
export async function getLatestArticles(limit: number) {
  'use cache'
  cacheTag(cacheTags.articles)
  // Scheduled articles become visible when due, so this list refreshes more often.
  cacheLife('minutes')
  const { data, error } = await createPublicClient()
    .from('articles')
    .select('id, slug, title, excerpt, published_at')
    .in('status', ['published', 'scheduled'])
    .order('published_at', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`Could not load articles: ${error.message}`)
  return data
}

export type ArticleSummary = Awaited<ReturnType<typeof getLatestArticles>>[number]

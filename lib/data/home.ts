import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client; RLS limits anon to published
// services and articles and approved testimonials. Errors throw so a failure is never cached.

export async function getPublishedServices() {
  'use cache'
  cacheTag(cacheTags.services)
  cacheLife('hours')
  const { data, error } = await createPublicClient()
    .from('services')
    .select('id, slug, title, summary, icon')
    .eq('is_published', true)
    .order('sort_order')
  if (error) throw new Error(`Could not load services: ${error.message}`)
  return data
}

export async function getApprovedTestimonials(limit: number) {
  'use cache'
  cacheTag(cacheTags.testimonials)
  cacheLife('hours')
  const { data, error } = await createPublicClient()
    .from('testimonials')
    .select('id, name, university, country, rating, quote')
    .eq('status', 'approved')
    .order('is_featured', { ascending: false })
    .order('sort_order')
    .limit(limit)
  if (error) throw new Error(`Could not load testimonials: ${error.message}`)
  return data
}

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

export type HomeService = Awaited<ReturnType<typeof getPublishedServices>>[number]
export type HomeTestimonial = Awaited<ReturnType<typeof getApprovedTestimonials>>[number]
export type HomeArticle = Awaited<ReturnType<typeof getLatestArticles>>[number]

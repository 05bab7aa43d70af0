import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client; RLS limits anon to published
// services. Errors throw so a failure is never cached.
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

export type ServiceSummary = Awaited<ReturnType<typeof getPublishedServices>>[number]

/** Everything /services shows, in sort order. */
export async function getServiceDetails() {
  'use cache'
  cacheTag(cacheTags.services)
  cacheLife('hours')
  const { data, error } = await createPublicClient()
    .from('services')
    .select('id, slug, title, summary, description, audience, icon, features, price_from, currency')
    .eq('is_published', true)
    .order('sort_order')
  if (error) throw new Error(`Could not load services: ${error.message}`)
  return data
}

export type ServiceDetail = Awaited<ReturnType<typeof getServiceDetails>>[number]

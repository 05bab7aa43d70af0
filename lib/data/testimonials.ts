import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'

// Shared by every visitor, so cached with the cookie-free client; RLS limits anon to approved
// testimonials. Errors throw so a failure is never cached.
export async function getApprovedTestimonials(limit: number) {
  'use cache'
  cacheTag(cacheTags.testimonials)
  cacheLife('hours')
  const { data, error } = await createPublicClient()
    .from('testimonials')
    .select('id, name, university, country, rating, quote')
    .eq('status', 'approved')
    .order('is_featured', { ascending: false })
    // The admin list's order within each group, ties included (move_testimonial's order too).
    .order('sort_order')
    .order('created_at')
    .order('id')
    .limit(limit)
  if (error) throw new Error(`Could not load testimonials: ${error.message}`)
  return data
}

export type Testimonial = Awaited<ReturnType<typeof getApprovedTestimonials>>[number]

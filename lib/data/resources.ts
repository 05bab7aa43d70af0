import 'server-only'

import { cache } from 'react'

import { renamedSlug } from '@/lib/content/slug-history'
import { cacheContent, cacheTags } from '@/lib/data/tags'
import { createPublicClient } from '@/lib/supabase/public'
import { createClient } from '@/lib/supabase/server'

// Shared by every visitor, so cached with the cookie-free client. Teasers (title, description,
// kind, the members-only flag) of every published resource come from resource_teasers(); the
// content and file of a members-only resource stay behind RLS and are never cached here.

export const RESOURCE_KINDS = ['guide', 'template', 'checklist', 'worksheet', 'link'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

export async function getResourceTeasers() {
  'use cache'
  cacheContent(cacheTags.resources)
  const { data, error } = await createPublicClient().rpc('resource_teasers')
  if (error) throw new Error(`Could not load resources: ${error.message}`)
  return data
}

export type ResourceTeaser = Awaited<ReturnType<typeof getResourceTeasers>>[number]

async function loadResource(slug: string) {
  'use cache'
  cacheContent(cacheTags.resource(slug), cacheTags.resources)
  const teaser = (await getResourceTeasers()).find((row) => row.slug === slug)
  if (!teaser) return null
  if (teaser.members_only) return { ...teaser, content: null }
  const { data, error } = await createPublicClient()
    .from('resources')
    .select('content')
    .eq('slug', slug)
    .maybeSingle()
  if (error) throw new Error(`Could not load the resource: ${error.message}`)
  return { ...teaser, content: data?.content ?? '' }
}

/** A published resource; `content` is null for members-only ones. One query per request. */
export const getResource = cache(loadResource)

export type Resource = NonNullable<Awaited<ReturnType<typeof loadResource>>>

/**
 * The current slug of a published resource that used to be at `oldSlug`, or null. Through
 * renamed_resource(): members-only resources are hidden from visitors by RLS, their pages are not.
 */
export const findRenamedResource = cache(async (oldSlug: string) => {
  'use cache'
  cacheContent(cacheTags.resource(oldSlug), cacheTags.resources)
  return renamedSlug(createPublicClient(), 'resources', oldSlug)
})

/**
 * A members-only resource's content and link, read per request with the visitor's own session:
 * RLS returns the row only to members with an active membership (and admins), so everyone else
 * gets null. Never cached: the answer depends on who asks.
 */
export async function getMembersOnlyResource(slug: string) {
  const supabase = await createClient()
  const { data, error } = await supabase
    .from('resources')
    .select('content, external_url')
    .eq('slug', slug)
    .eq('members_only', true)
    .maybeSingle()
  if (error) throw new Error(`Could not load the resource: ${error.message}`)
  return data
}

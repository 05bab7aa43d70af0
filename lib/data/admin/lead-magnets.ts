import 'server-only'

import { cache } from 'react'

import { createClient } from '@/lib/supabase/server'
import type { Database } from '@/lib/supabase/database.types'

export type LeadMagnetRow = Database['public']['Tables']['lead_magnets']['Row']

/** Every lead magnet, active or not, by title (there are a handful, so no paging). */
export async function listLeadMagnets(): Promise<LeadMagnetRow[]> {
  const supabase = await createClient()
  const { data, error } = await supabase.from('lead_magnets').select('*').order('title')
  if (error) throw new Error(`Could not load the lead magnets: ${error.message}`)
  return data
}

/** One lead magnet for its editor, or null; once per request, as the page and its title ask. */
export const getLeadMagnet = cache(async (id: string): Promise<LeadMagnetRow | null> => {
  const supabase = await createClient()
  const { data, error } = await supabase.from('lead_magnets').select('*').eq('id', id).maybeSingle()
  if (error) throw new Error(`Could not load the lead magnet: ${error.message}`)
  return data
})

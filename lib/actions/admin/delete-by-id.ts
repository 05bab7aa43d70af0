import 'server-only'

import type { SupabaseClient } from '@supabase/supabase-js'

import { fail, ok, type ActionResult } from '@/lib/actions/result'
import type { Database } from '@/lib/supabase/database.types'
import type { PublicTables, UuidTable } from '@/lib/supabase/uuid-table'

type Row<T extends UuidTable> = PublicTables[T]['Row']

/**
 * Deletes one row by id and returns the column it selected from it (the slug to invalidate, the
 * file to remove). A delete that matched nothing (the row went meanwhile, or RLS hides it) fails
 * with "This <noun> no longer exists." rather than passing for a success; a database error fails
 * with `errorMessage`, or else with the error itself.
 */
export async function deleteById<T extends UuidTable, C extends keyof Row<T> & string>(
  supabase: SupabaseClient<Database>,
  table: T,
  id: string,
  select: C,
  noun: string,
  errorMessage?: string,
): Promise<ActionResult<Pick<Row<T>, C>>> {
  // The typed builder cannot resolve a table chosen by a type parameter, so the query goes through
  // the untyped client; the signature still checks the table and the column against Database.
  const client = supabase as unknown as SupabaseClient
  const { data, error } = await client
    .from(table)
    .delete()
    .eq('id', id)
    .select<C, Pick<Row<T>, C>>(select)
  if (error) return fail(errorMessage ?? `Could not delete the ${noun}: ${error.message}`)
  const removed = data[0]
  if (!removed) return fail(`This ${noun} no longer exists.`)
  return ok(removed)
}

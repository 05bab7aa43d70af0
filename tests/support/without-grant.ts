import type { PGlite } from '@electric-sql/pglite'

/**
 * Runs `run` while a role lacks one privilege (`'select on public.services'`,
 * `'execute on function public.resource_teasers()'`), so a public read meets a real PostgREST
 * error (42501), then grants it back. The grantee is anon by default (authenticated for reads
 * made with a session, public and anon for functions that keep Postgres's default execute grant
 * to everyone besides Supabase's own grant to anon).
 */
export async function withoutGrant<T>(
  pg: Pick<PGlite, 'exec'>,
  privilege: string,
  run: () => Promise<T>,
  grantee: 'anon' | 'authenticated' | 'public, anon' = 'anon',
): Promise<T> {
  await pg.exec(`revoke ${privilege} from ${grantee}`)
  try {
    return await run()
  } finally {
    await pg.exec(`grant ${privilege} to ${grantee}`)
  }
}

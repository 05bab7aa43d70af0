import type { PGlite } from '@electric-sql/pglite'

/**
 * Runs `run` while the anon role lacks one privilege (`'select on public.services'`,
 * `'execute on function public.resource_teasers()'`), so a public read meets a real PostgREST
 * error (42501), then grants it back.
 */
export async function withoutAnonGrant<T>(
  pg: Pick<PGlite, 'exec'>,
  privilege: string,
  run: () => Promise<T>,
): Promise<T> {
  await pg.exec(`revoke ${privilege} from anon`)
  try {
    return await run()
  } finally {
    await pg.exec(`grant ${privilege} to anon`)
  }
}

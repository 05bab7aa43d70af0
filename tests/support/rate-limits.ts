/** Anything with PGlite's or node-postgres's `query`, such as Supabase Local's `pg`. */
type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> }

/**
 * Spends `hits` of the window for one rate-limit key (`<limiter name>:<subject>`), as that many
 * earlier requests would, so a test reaches a limit without making them. Lasts an hour, longer
 * than every window the app uses.
 */
export async function spendRateLimit(pg: Queryable, key: string, hits: number): Promise<void> {
  await pg.query(
    `insert into private.rate_limits (key, hits, expires_at)
     values ($1, $2, now() + interval '1 hour')
     on conflict (key) do update set hits = excluded.hits, expires_at = excluded.expires_at`,
    [key, hits],
  )
}

import type { PlanMedia, RequestContext, RestResponse } from '../context.ts'
import { contentType } from '../media.ts'
import { rollsBack } from '../parse/prefer.ts'
import { renderExplain } from '../render/explain.ts'
import type { RenderedQuery } from '../render/read.ts'
import { answerRolledBack, Rollback } from './rollback.ts'
import { roleContext } from './role.ts'

// PGlite runs single-process, so it starts with parallel query off; Supabase's Postgres keeps
// Postgres's defaults. The plan is the one the hosted database would choose (and EXPLAIN's
// `settings` lists only what differs from those defaults); run here, a Gather node executes in
// the one backend with no workers launched.
const hostedPlanner = { max_parallel_workers: '8', max_parallel_workers_per_gather: '2' }

// `Accept: application/vnd.pgrst.plan…`: the EXPLAIN of the statement the request would run, in
// the request's transaction. As in PostgREST, `analyze` executes it and a write is committed
// unless Prefer: tx=rollback (or db-tx-end) rolls it back.
export function runPlan(
  ctx: RequestContext,
  query: RenderedQuery,
  plan: PlanMedia,
  readOnly: boolean,
): Promise<RestResponse> {
  const context = roleContext(ctx, readOnly)
  Object.assign(context.settings, hostedPlanner)
  const rollback = rollsBack(ctx.prefs, ctx.cache.settings?.get('db_tx_end'))
  return answerRolledBack(() =>
    ctx.deps.execute(context, renderExplain(query, plan), ({ body }) => {
      const response = { status: 200, headers: { 'Content-Type': contentType(ctx.media) }, body }
      if (rollback) throw new Rollback(response)
      return response
    }),
  )
}

import type { ActionResult } from '@/lib/actions/result'

type Versioned = { id: string; updatedAt: string }

/**
 * `useEditor`'s save options for an editor whose values carry the row's id and version
 * (`id`, `updatedAt`): each save names the version it replaces, and the action answers with the
 * new one, which the next save names.
 */
export function saveAtVersion<V extends Versioned, R extends { updatedAt: string }>(
  initial: Versioned,
  save: (values: V) => Promise<ActionResult<R>>,
) {
  return {
    row: { id: initial.id, updated_at: initial.updatedAt },
    action: (values: V, updatedAt: string) => save({ ...values, updatedAt }),
    savedVersion: (saved: R) => saved.updatedAt,
  }
}

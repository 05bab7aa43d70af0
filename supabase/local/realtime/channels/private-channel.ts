import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import { withRole } from '../../db/with-role.ts'
import type { Access } from './access-token.ts'

export type Extension = 'broadcast' | 'presence'

class Rollback extends Error {}

type ChannelCheck = (
  pg: PGliteInterface,
  access: Access,
  topic: string,
  extension: Extension,
) => Promise<boolean>

// Private channels are authorized by RLS on realtime.messages, as Realtime does it (protocol doc
// C.4): read = a probe row for the topic is visible to the subscriber; write = the subscriber may
// insert one. Both run as the subscriber and always roll back.
export const canRead: ChannelCheck = (pg, access, topic, extension) =>
  asSubscriber(pg, access, topic, async (tx) => {
    const probe = await tx.query<{ id: string }>(
      'select realtime.local_probe_message($1, $2) as id',
      [topic, extension],
    )
    const { rows } = await tx.query('select 1 from realtime.messages where id = $1', [
      probe.rows[0]?.id,
    ])
    return rows.length > 0
  })

export const canWrite: ChannelCheck = (pg, access, topic, extension) =>
  asSubscriber(pg, access, topic, async (tx) => {
    await tx.query(
      'insert into realtime.messages (topic, extension, private) values ($1, $2, true)',
      [topic, extension],
    )
    return true
  })

async function asSubscriber(
  pg: PGliteInterface,
  access: Access,
  topic: string,
  check: (tx: Transaction) => Promise<boolean>,
): Promise<boolean> {
  let allowed = false
  try {
    await withRole(
      pg,
      { role: access.role, claims: access.claims, settings: { 'realtime.topic': topic } },
      async (tx) => {
        allowed = await check(tx)
        throw new Rollback()
      },
    )
  } catch (error) {
    if (!(error instanceof Rollback)) return false
  }
  return allowed
}

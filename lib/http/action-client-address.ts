import 'server-only'

import { headers } from 'next/headers'

import { clientAddress } from '@/lib/http/client-address'

/** The client's address inside a server action, read under the same proxy trust as routes. */
export async function actionClientAddress(): Promise<string | null> {
  return clientAddress({ headers: await headers() })
}

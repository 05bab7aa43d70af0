import { LOCAL_SERVICE_ROLE_KEY } from '../../lib/supabase/local-defaults'
import { supabaseUrl } from './accounts-support'

const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? LOCAL_SERVICE_ROLE_KEY

/** Headers that make a request to Supabase as the service role (test setup and checks only). */
export const serviceHeaders = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` }

/**
 * The REST API as the service role, to arrange or check the rows around what a test does in the
 * browser. Throws on an error status; answers the parsed body, or null when there is none.
 */
export async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      ...serviceHeaders,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  const body = await response.text()
  return (body ? JSON.parse(body) : null) as T
}

import type { ActionResult } from '@/lib/actions/result'

export const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.'

/** Posts JSON to one of our route handlers and reads its action result, whatever the status. */
export async function postJson<T>(url: string, body: unknown): Promise<ActionResult<T>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const result = (await response.json().catch(() => null)) as ActionResult<T> | null
    if (result && typeof result === 'object' && 'ok' in result) return result
    return { ok: false, error: `Something went wrong (${response.status}). Please try again.` }
  } catch {
    return { ok: false, error: NETWORK_ERROR }
  }
}

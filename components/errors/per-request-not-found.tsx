import { NotFoundContent } from '@/components/errors/not-found-content'
import { PerRequest } from '@/components/errors/per-request'

/**
 * The 404 of a page resumed per request (articles, resources): proxy.ts gives those URLs the nonce
 * policy whether or not the page exists, so their 404 must be resumed too, or it would be cached
 * whole with the nonce of the request that first rendered it.
 */
export function PerRequestNotFound() {
  return (
    <>
      <NotFoundContent />
      <PerRequest />
    </>
  )
}

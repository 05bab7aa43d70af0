import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/components/content/preview-banner'
import { ResourceView } from '@/components/resources/resource-view'
import { currentUserIsAdmin } from '@/lib/auth/current-user'
import { getResourceForPreview } from '@/lib/data/admin/resources'

/**
 * An admin's draft-mode view of any resource, marked as a preview. Draft mode is only ever
 * switched on for admins (app/api/draft), and the role is checked again here for every request.
 */
export async function ResourcePreview({ slug }: { slug: string }) {
  const preview = (await currentUserIsAdmin()) ? await getResourceForPreview(slug) : null
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner section="resources" slug={preview.resource.slug} status={preview.status} />
      <ResourceView resource={preview.resource} />
    </>
  )
}

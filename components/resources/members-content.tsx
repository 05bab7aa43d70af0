import { Markdown } from '@/components/content/markdown'
import { ExternalLinkButton } from '@/components/resources/external-link-button'
import { getMembersOnlyResource } from '@/lib/data/resources'

export function MembersOnlyNotice() {
  return (
    <p className="rounded-xl border bg-muted/40 p-5">
      This resource is for members. Sign in with an account that has an active membership to read
      and download it.
    </p>
  )
}

/**
 * The members-only part of a resource page, rendered per request inside the cached page: members
 * see the content and link, everyone else the notice.
 */
export async function MembersContent({ slug }: { slug: string }) {
  const resource = await getMembersOnlyResource(slug)
  if (!resource) return <MembersOnlyNotice />
  return (
    <>
      {resource.external_url ? (
        <p>
          <ExternalLinkButton href={resource.external_url} />
        </p>
      ) : null}
      {resource.content ? <Markdown>{resource.content}</Markdown> : null}
    </>
  )
}

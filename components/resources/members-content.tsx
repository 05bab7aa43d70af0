import { Markdown } from '@/components/content/markdown'
import { ExternalLinkButton } from '@/components/resources/external-link-button'
import { getCurrentUser } from '@/lib/auth/current-user'
import { getMembersOnlyResource } from '@/lib/data/resources'

/** Why the content is not shown: to a visitor, how to get it; to a signed-in one, why not. */
export function MembersOnlyNotice({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <p className="rounded-xl border bg-muted/40 p-5">
      {signedIn
        ? 'This resource is for members with an active membership. Your account does not have one, so it cannot read or download it.'
        : 'This resource is for members. Sign in with an account that has an active membership to read and download it.'}
    </p>
  )
}

/**
 * The members-only part of a resource page, rendered per request inside the cached page: members
 * see the content and link, everyone else the notice.
 */
export async function MembersContent({ slug }: { slug: string }) {
  const resource = await getMembersOnlyResource(slug)
  if (!resource) return <MembersOnlyNotice signedIn={(await getCurrentUser()) !== null} />
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

import type { Metadata } from 'next'

import { ProfileView } from '@/components/profile/profile-view'
import { EMAIL_CHANGE_NOTICE, FIRST_EMAIL_LINK_FOLLOWED } from '@/lib/auth/email-change'
import { requireMember } from '@/lib/auth/require-member'
import { getOwnProfile } from '@/lib/data/profile'
import { pageMetadata } from '@/lib/seo/metadata'
import { listTimeZones } from '@/lib/format/dates'

export const metadata: Metadata = pageMetadata({
  title: 'Your profile',
  description: 'Edit your details, picture, email and password, or manage your data.',
  path: '/profile',
  noindex: true,
})

type ProfilePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ProfilePage({ searchParams }: ProfilePageProps) {
  const user = await requireMember('/profile')
  const notice = (await searchParams)[EMAIL_CHANGE_NOTICE]
  const profile = await getOwnProfile(user.id)
  return (
    <ProfileView
      email={user.email ?? null}
      pendingEmail={user.new_email ?? null}
      firstEmailLinkFollowed={notice === FIRST_EMAIL_LINK_FOLLOWED}
      fallbackName={(user.user_metadata.full_name as string | undefined) ?? ''}
      profile={profile}
      timeZones={listTimeZones(profile?.time_zone)}
    />
  )
}

import { AvatarUploader } from '@/components/profile/avatar-uploader'
import { ChangeEmailForm } from '@/components/profile/change-email-form'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { PrivacyControls } from '@/components/profile/privacy-controls'
import { ProfileCard } from '@/components/profile/profile-card'
import { ProfileDetailsForm } from '@/components/profile/profile-details-form'
import type { OwnProfile } from '@/lib/data/profile'
import { COUNTRIES, isTimeZone, STUDY_LEVELS, type ProfileInput } from '@/lib/validation/profile'

type ProfileViewProps = {
  email: string | null
  pendingEmail: string | null
  /** Back from the first of a secure email change's two links. */
  firstEmailLinkFollowed: boolean
  fallbackName: string
  profile: OwnProfile | null
  timeZones: string[]
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined) =>
  values.find((candidate) => candidate === value) ?? ''

/** Saved values the form can show; anything the choices no longer offer starts empty. */
function formDefaults(profile: OwnProfile | null, fallbackName: string): ProfileInput {
  return {
    fullName: profile?.full_name ?? fallbackName,
    country: oneOf(COUNTRIES, profile?.country),
    university: profile?.university ?? '',
    studyLevel: oneOf(STUDY_LEVELS, profile?.study_level),
    timeZone: profile?.time_zone && isTimeZone(profile.time_zone) ? profile.time_zone : '',
  }
}

export function ProfileView({
  email,
  pendingEmail,
  firstEmailLinkFollowed,
  fallbackName,
  profile,
  timeZones,
}: ProfileViewProps) {
  const defaults = formDefaults(profile, fallbackName)
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
        <p className="text-muted-foreground">
          Keep your details up to date so tutors can plan sessions around you.
        </p>
      </header>
      <ProfileCard id="details" title="Your details">
        <AvatarUploader avatarUrl={profile?.avatar_url ?? null} name={defaults.fullName} />
        <ProfileDetailsForm defaults={defaults} timeZones={timeZones} />
      </ProfileCard>
      <ProfileCard
        id="email"
        title="Email address"
        description={email ? `You sign in with ${email}.` : undefined}
      >
        <ChangeEmailForm pendingEmail={pendingEmail} firstLinkFollowed={firstEmailLinkFollowed} />
      </ProfileCard>
      <ProfileCard id="password" title="Password">
        <NewPasswordForm name="Change password" submitLabel="Change password" />
      </ProfileCard>
      <ProfileCard
        id="privacy"
        title="Your data"
        description="Download a copy of everything we hold about you, or delete your account."
      >
        <PrivacyControls />
      </ProfileCard>
    </div>
  )
}

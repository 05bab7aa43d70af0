/**
 * Secure email change (Auth's `double_confirm_changes`, on by default on hosted Supabase) mails
 * a link to both the current and the new address; the change happens once both are followed.
 * The callback marks the return from the first with this query parameter.
 */
export const EMAIL_CHANGE_NOTICE = 'email-change'
export const FIRST_EMAIL_LINK_FOLLOWED = 'first-link-followed'

/** What the profile's email form says while a change waits for its links. */
export function pendingEmailChangeMessage(pendingEmail: string, firstLinkFollowed: boolean) {
  return firstLinkFollowed
    ? `One link confirmed. Follow the link in the other email to finish changing your address to ${pendingEmail}.`
    : `A change to ${pendingEmail} is waiting for confirmation: follow the links we sent to both addresses.`
}

export const emailChangeSentMessage = (email: string) =>
  `We have sent confirmation links to ${email} and to your current address. Your email address changes once you have followed both.`

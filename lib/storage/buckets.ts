/** The public Storage bucket for profile pictures; a member writes only under their own id. */
export const AVATAR_BUCKET = 'avatars'

/** The spec's success toast for every profile save (details and avatar). */
export const PROFILE_UPDATED = 'Profile updated successfully!'

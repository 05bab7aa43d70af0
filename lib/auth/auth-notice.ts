/**
 * The sign-in page's flag (`/auth?opened-elsewhere=1`) for an email link followed in another
 * browser or device than the one that asked for it.
 */
export const OPENED_ELSEWHERE = 'opened-elsewhere'

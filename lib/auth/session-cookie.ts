/** Whether the browser holds a Supabase session cookie (names are sb-<project>-auth-token[.n]). */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => /^sb-[^=]+-auth-token(\.\d+)?=./.test(part.trim()))
}

import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs before every page request. The accounts work adds session refresh and the /dashboard,
 * /profile and /admin guards here; until then requests pass straight through.
 */
export function proxy(_request: NextRequest) {
  return NextResponse.next()
}

export const config = {
  // Skip static assets, image optimisation and prefetches.
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|favicon.ico|icon.svg|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|woff2?|ico|txt|xml)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}

import { NextResponse, type NextRequest } from 'next/server'

import { recordPrivacyEvent } from '@/lib/actions/profile/record-privacy-event'
import { buildExport, exportFileName } from '@/lib/data/account-export'
import { publicOrigin } from '@/lib/http/public-origin'
import { createAdminClient } from '@/lib/supabase/admin'
import { createClient } from '@/lib/supabase/server'

/**
 * The same check Next applies to server actions: the Origin's host must be the one served, with
 * forwarded hosts believed only from trusted proxies (publicOrigin).
 */
function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  try {
    return new URL(origin).host === new URL(publicOrigin(request)).host
  } catch {
    return false
  }
}

/**
 * Downloads everything stored about the signed-in member as JSON, and records that it happened.
 * POST only, and same-origin: another site must not be able to start an export.
 */
export async function POST(request: NextRequest) {
  if (!sameOrigin(request)) return NextResponse.json({ error: 'Forbidden' }, { status: 403 })
  const supabase = await createClient()
  const {
    data: { user },
  } = await supabase.auth.getUser()
  if (!user) return NextResponse.json({ error: 'No user logged in' }, { status: 401 })

  const now = new Date()
  const admin = createAdminClient()
  let body: string
  try {
    const data = await buildExport(supabase, admin, user, now)
    await recordPrivacyEvent(admin, user.id, 'data_export', {
      orders: data.orders.length,
      quiz_attempts: data.quizAttempts.length,
      messages: data.messages.length,
      leads: data.leads.length,
    })
    body = JSON.stringify(data, null, 2)
  } catch (error) {
    console.error('Data export failed', error)
    return NextResponse.json(
      { error: 'We could not prepare your data. Please try again.' },
      { status: 500 },
    )
  }
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'no-store',
    },
  })
}

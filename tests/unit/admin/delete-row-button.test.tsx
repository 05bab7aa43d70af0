import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { ConfirmActionDialog } from '@/components/admin/confirm-action-dialog'
import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { ok } from '@/lib/actions/result'

const router = vi.hoisted(() => ({ calls: [] as string[] }))
const dialog = vi.hoisted(() => ({ onSuccess: undefined as (() => void) | undefined }))

vi.mock('next/navigation', () => ({
  useRouter: () => ({
    push: (href: string) => router.calls.push(`push ${href}`),
    replace: (href: string) => router.calls.push(`replace ${href}`),
    refresh: () => router.calls.push('refresh'),
  }),
}))
vi.mock('sonner', () => ({ toast: { success: () => undefined } }))
// The dialog stands in for the admin's confirmation: the test runs what it runs on success.
vi.mock('@/components/admin/confirm-action-dialog', () => ({
  ConfirmActionDialog: (props: React.ComponentProps<typeof ConfirmActionDialog>) => {
    dialog.onSuccess = () => props.onSuccess(undefined)
    return null
  },
}))

describe('DeleteRowButton', () => {
  it('replaces the deleted row’s history entry with its list, then refreshes the list', () => {
    renderToStaticMarkup(
      <DeleteRowButton
        id="6f1c0d2e-3b4a-4c5d-9e8f-7a6b5c4d3e2f"
        name="Spring offer"
        noun="promotion"
        consequence=""
        listHref="/admin/promotions"
        action={() => Promise.resolve(ok(undefined))}
      />,
    )
    dialog.onSuccess?.()
    // Back then cannot land on the deleted row's editor, and the refresh comes second: first, it
    // would fetch the deleted row's page.
    expect(router.calls).toEqual(['replace /admin/promotions', 'refresh'])
  })
})

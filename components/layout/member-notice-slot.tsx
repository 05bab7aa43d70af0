'use client'

import * as React from 'react'

/**
 * Where notices for signed-in members appear, directly under the header. The accounts work
 * fills it (the membership notice); it renders nothing until a notice is passed in.
 */
export function MemberNoticeSlot({ notice }: { notice?: React.ReactNode }) {
  if (!notice) return null
  return (
    <div
      role="status"
      data-testid="member-notice"
      className="border-b bg-accent text-accent-foreground"
    >
      <p className="mx-auto max-w-7xl px-4 py-2 text-center text-sm sm:px-6">{notice}</p>
    </div>
  )
}

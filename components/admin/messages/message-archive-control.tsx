'use client'

import * as React from 'react'

import { ArchiveMessagesButton } from '@/components/admin/messages/archive-messages-button'
import { UnarchiveMessagesButton } from '@/components/admin/messages/unarchive-messages-button'

type Props = { id: string; archived: boolean }

/**
 * The message page's Archive or Unarchive button. Unarchiving swaps one for the other once the
 * page is rendered again, so the keyboard's focus moves to the Archive button in its place
 * instead of falling to the page with the button that held it.
 */
export function MessageArchiveControl({ id, archived }: Props) {
  const container = React.useRef<HTMLSpanElement>(null)
  const restored = React.useRef(false)
  React.useEffect(() => {
    if (archived || !restored.current) return
    restored.current = false
    container.current?.querySelector('button')?.focus()
  }, [archived])
  return (
    <span ref={container} className="contents">
      {archived ? (
        <UnarchiveMessagesButton
          ids={[id]}
          size="default"
          onDone={() => {
            restored.current = true
          }}
        />
      ) : (
        <ArchiveMessagesButton ids={[id]} size="default" />
      )}
    </span>
  )
}

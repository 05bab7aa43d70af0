'use client'

import * as React from 'react'

import { focusThroughRefresh } from '@/components/admin/focus-through-refresh'
import { ArchiveMessagesButton } from '@/components/admin/messages/archive-messages-button'
import { UnarchiveMessagesButton } from '@/components/admin/messages/unarchive-messages-button'

type Props = { id: string; archived: boolean }

/**
 * The message page's Archive or Unarchive button. Either swaps for the other once the page is
 * rendered again, so the keyboard's focus moves to the button in its place instead of falling to
 * the page with the button that held it.
 */
export function MessageArchiveControl({ id, archived }: Props) {
  const container = React.useRef<HTMLSpanElement>(null)
  const focusButtonHere = () =>
    focusThroughRefresh(() => container.current?.querySelector<HTMLElement>('button'))
  return (
    <span ref={container} className="contents">
      {archived ? (
        <UnarchiveMessagesButton ids={[id]} size="default" onDone={focusButtonHere} />
      ) : (
        <ArchiveMessagesButton ids={[id]} size="default" onDone={focusButtonHere} />
      )}
    </span>
  )
}

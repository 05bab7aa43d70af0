'use client'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { focusThroughRefresh } from '@/components/admin/focus-through-refresh'
import { MESSAGES_HEADING_ID } from '@/components/admin/messages/messages-heading'
import { deleteMessageAction } from '@/lib/actions/admin/messages/delete-message'
import { countOf } from '@/lib/format/labels'

type Props = { id: string; name: string; replies: number }

/** Deletes the message after a confirmation, then goes back to the list with focus on its heading. */
export function DeleteMessageButton({ id, name, replies }: Props) {
  return (
    <DeleteRowButton
      id={id}
      name={name}
      noun="message"
      consequence={
        replies > 0 ? ` with the ${countOf(replies, 'reply', 'replies')} stored with it` : ''
      }
      listHref="/admin/messages"
      action={async (input) => {
        const result = await deleteMessageAction(input)
        // Started while this page still shows: the heading is found once the list has replaced it.
        if (result.ok) focusThroughRefresh(() => document.getElementById(MESSAGES_HEADING_ID))
        return result
      }}
    />
  )
}

'use client'

import { DeleteRowButton } from '@/components/admin/delete-row-button'
import { HEADING_IDS } from '@/components/admin/page-header'
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
      listHeadingId={HEADING_IDS.messages}
      action={deleteMessageAction}
    />
  )
}

import 'server-only'

import { cache } from 'react'

import { COUNTED, readSearchedListPage, type ListPage } from '@/lib/data/admin/list-page'
import type { ListParams, ListSpec } from '@/lib/data/admin/list-params'
import { dataOrThrow } from '@/lib/data/query-result'
import { createClient } from '@/lib/supabase/server'
import { MESSAGE_STATUSES } from '@/lib/validation/admin-messages'

export const messageListSpec = {
  sortable: ['created_at', 'name', 'email', 'status'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: { status: MESSAGE_STATUSES },
} as const satisfies ListSpec<string, 'status'>

export type MessageListRow = {
  id: string
  name: string
  email: string
  subject: string
  topic: string
  status: string
  created_at: string
}

const MESSAGE_LIST_COLUMNS = 'id, name, email, subject, topic, status, created_at'

/**
 * One page of the contact inbox (the admin's session, so RLS; a search through the admin-only
 * admin_search_messages function, see readSearchedListPage). Archived messages have left the
 * inbox: they are listed only when the status filter asks for them (or for any other status).
 */
export async function listMessages(
  params: ListParams<(typeof messageListSpec.sortable)[number], 'status'>,
): Promise<ListPage<MessageListRow>> {
  const supabase = await createClient()
  const inboxOnly = !params.filters.status
  return readSearchedListPage(
    {
      table: () => {
        const query = supabase.from('messages').select(MESSAGE_LIST_COLUMNS, COUNTED)
        return inboxOnly ? query.neq('status', 'archived') : query
      },
      search: () => {
        const query = supabase
          .rpc('admin_search_messages', { search: params.search }, COUNTED)
          .select(MESSAGE_LIST_COLUMNS)
        return inboxOnly ? query.neq('status', 'archived') : query
      },
    },
    params,
    {
      equals: { status: params.filters.status },
      // The columns admin_search_messages matches, for a term too broad for it.
      search: ['name', 'email', 'subject', 'body'],
      what: 'the messages',
    },
  )
}

/**
 * One message with the replies sent to it. Opening a new message marks it read (only a 'new'
 * one, so a replied or archived message keeps its status). Once per request: the page and its
 * title both open it, with one update and one read between them.
 */
export const openMessageForAdmin = cache(async (id: string) => {
  const supabase = await createClient()
  const marked = await supabase
    .from('messages')
    .update({ status: 'read' })
    .eq('id', id)
    .eq('status', 'new')
    .select('id')
  const message = dataOrThrow(
    await supabase
      .from('messages')
      .select(
        'id, name, email, subject, topic, body, status, created_at, message_replies(id, subject, body, sent_to, created_at)',
      )
      .eq('id', id)
      .order('created_at', { referencedTable: 'message_replies', ascending: true })
      .maybeSingle(),
    'the message',
  )
  // Whether this opening marked it read, which lowers the unread count the admin layout shows.
  return message && { ...message, justRead: (marked.data?.length ?? 0) > 0 }
})

export type AdminMessage = NonNullable<Awaited<ReturnType<typeof openMessageForAdmin>>>

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { DetailSection } from '@/components/admin/detail-section'
import { LocalTime } from '@/components/admin/local-time'
import { DetailSkeleton } from '@/components/admin/detail-skeleton'
import { DeleteMessageButton } from '@/components/admin/messages/delete-message-button'
import { MessageArchiveControl } from '@/components/admin/messages/message-archive-control'
import { ReplyForm } from '@/components/admin/messages/reply-form'
import { RefreshOnceShown } from '@/components/admin/refresh-once-shown'
import { Badge } from '@/components/ui/badge'
import { openMessageForAdmin } from '@/lib/data/admin/messages'
import { truncate } from '@/lib/format/truncate'
import { MESSAGE_STATUS_LABELS } from '@/lib/validation/admin-messages'
import { isUuid } from '@/lib/data/admin/uuid'

type Props = { params: Promise<{ id: string }> }

// Any id may be asked for, so there are no params to prerender; the page is rendered per request
// (the site header reads the path, which a prerendered shell for unknown ids cannot know).
export const instant = false

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const message = isUuid(id) ? await openMessageForAdmin(id) : null
  return { title: message ? `Message from ${truncate(message.name)}` : 'Message' }
}

async function MessageDetail({ params }: Props) {
  const { id } = await params
  if (!isUuid(id)) notFound()
  const message = await openMessageForAdmin(id)
  if (!message) notFound()
  return (
    <div className="grid gap-8">
      {message.justRead ? <RefreshOnceShown /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{message.subject || 'Message'}</h1>
        <Badge variant="outline">{MESSAGE_STATUS_LABELS[message.status] ?? message.status}</Badge>
        <MessageArchiveControl id={message.id} archived={message.status === 'archived'} />
        <DeleteMessageButton
          id={message.id}
          name={message.subject || `Message from ${message.name}`}
          replies={message.message_replies.length}
        />
      </div>

      <DetailSection id="message-heading" title={<>From {message.name}</>}>
        <p className="text-sm text-muted-foreground">
          <a href={`mailto:${message.email}`} className="hover:underline">
            {message.email}
          </a>{' '}
          · topic: {message.topic} · received <LocalTime iso={message.created_at} />
        </p>
        <p className="max-w-prose rounded-md border bg-muted/30 p-4 text-sm whitespace-pre-wrap">
          {message.body}
        </p>
      </DetailSection>

      <DetailSection id="replies-heading" title="Replies">
        {message.message_replies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No replies yet.</p>
        ) : (
          <ol className="grid gap-3">
            {message.message_replies.map((reply) => (
              <li key={reply.id} className="grid gap-1 rounded-md border p-4 text-sm">
                <p className="font-medium">{reply.subject}</p>
                <p className="text-muted-foreground">
                  To {reply.sent_to}, <LocalTime iso={reply.created_at} />
                </p>
                <p className="whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>

      <DetailSection id="reply-heading" title="Reply by email">
        <ReplyForm messageId={message.id} subject={message.subject} to={message.email} />
      </DetailSection>
    </div>
  )
}

// The params are request data, so the page streams behind a fallback instead of blocking.
export default function AdminMessagePage({ params }: Props) {
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <MessageDetail params={params} />
    </Suspense>
  )
}

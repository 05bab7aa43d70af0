import { Badge } from '@/components/ui/badge'
import type { MemberMessage } from '@/lib/data/dashboard'
import { formatDateTime } from '@/lib/format/dates'

const STATUS_LABELS: Record<string, string> = {
  new: 'Received',
  read: 'Read',
  replied: 'Replied',
  archived: 'Closed',
}

export function MessageList({
  messages,
  timeZone,
}: {
  messages: MemberMessage[]
  timeZone: string
}) {
  return (
    <ul className="grid gap-3">
      {messages.map((message) => (
        <li key={message.id} className="grid gap-2 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-medium">{message.subject || 'Message'}</h3>
            <Badge variant="outline">{STATUS_LABELS[message.status] ?? message.status}</Badge>
          </div>
          <p className="line-clamp-3 text-sm whitespace-pre-line">{message.body}</p>
          <time dateTime={message.created_at} className="text-sm text-muted-foreground">
            {formatDateTime(message.created_at, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  )
}

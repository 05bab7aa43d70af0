import type { MailMessage } from './outbox.ts'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const e = escapeHtml

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fff; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 1px solid #d0d7de; }
  a { color: #0550ae; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
  ol.messages { list-style: none; padding: 0; }
  ol.messages li { border-bottom: 1px solid #d0d7de; padding: 0.75rem 0; }
  .meta { color: #57606a; font-size: 0.875rem; margin: 0.25rem 0 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 20rem; border: 1px solid #d0d7de; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 1rem; }
  form.inline { display: inline; }
  button, input { font: inherit; }
</style>
</head>
<body>
<header><p><a href="/mail">Supabase Local mail outbox</a></p></header>
<main>
${body}
</main>
</body>
</html>
`
}

const time = (iso: string) =>
  `<time datetime="${e(iso)}">${e(iso.replace('T', ' ').slice(0, 19))} UTC</time>`

export function renderList(messages: MailMessage[], to: string): string {
  const items = messages
    .map(
      (message) => `<li>
<a href="/mail/${message.id}">${e(message.subject || '(no subject)')}</a>
<p class="meta">To ${e(message.to.join(', '))} · from ${e(message.from)} · ${time(message.created_at)}</p>
</li>`,
    )
    .join('\n')
  const filter = `<form method="get" action="/mail">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${e(to)}">
<button type="submit">Filter</button>
${to ? '<a href="/mail">Show all</a>' : ''}
</form>`
  const clear = `<form method="post" action="/mail/clear" class="inline">
<button type="submit">Delete all messages</button>
</form>`
  const list = messages.length
    ? `<ol class="messages" aria-label="Messages, newest first">\n${items}\n</ol>`
    : '<p>No messages yet. Emails sent by Auth and by the app appear here.</p>'
  return layout(
    'Mail outbox',
    `<h1>Mail outbox</h1>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}${to ? ` to ${e(to)}` : ''}, newest first.</p>
${filter}
${list}
${messages.length ? clear : ''}`,
  )
}

// The HTML body is shown in a sandboxed frame (no scripts); its links are also listed as plain
// links, so following one never depends on the frame.
export function renderMessage(message: MailMessage): string {
  const links = message.links.length
    ? `<h2>Links</h2>\n<ul>${message.links
        .map((link) => `<li><a href="${e(link)}">${e(link)}</a></li>`)
        .join('\n')}</ul>`
    : ''
  const framed = `<base target="_top">${message.html}`
  const body = message.html
    ? `<h2>Message</h2>
<iframe title="Message body" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${e(framed)}"></iframe>`
    : ''
  const text = message.text ? `<h2>Plain text</h2>\n<pre>${e(message.text)}</pre>` : ''
  return layout(
    message.subject || 'Message',
    `<h1>${e(message.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${e(message.from)}</dd>
<dt>To</dt><dd>${e(message.to.join(', '))}</dd>
<dt>Sent</dt><dd>${time(message.created_at)}</dd>
<dt>Kind</dt><dd>${e(message.kind)}</dd>
</dl>
${links}
${body}
${text}
<p><a href="/mail">Back to all messages</a></p>`,
  )
}

export function renderNotFound(): string {
  return layout(
    'Message not found',
    '<h1>Message not found</h1>\n<p><a href="/mail">Back to all messages</a></p>',
  )
}

/** The list heading's id, by which a delete on a message's page finds it once the list shows. */
export const MESSAGES_HEADING_ID = 'messages-list-heading'

/**
 * The messages list's heading. Focusable from script only: after a delete the page that held
 * focus is gone, and Next moves focus nowhere on navigation, so the heading takes it and a
 * keyboard or screen reader user starts again at the top of the list.
 */
export function MessagesHeading() {
  return (
    <h1
      id={MESSAGES_HEADING_ID}
      tabIndex={-1}
      className="mb-6 text-3xl font-bold tracking-tight outline-none"
    >
      Messages
    </h1>
  )
}

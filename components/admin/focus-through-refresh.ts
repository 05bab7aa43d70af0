import { MAIN_ID } from '@/components/layout/landmarks'

/**
 * How long after a row action its focus is looked after: a refresh, or the navigation to a list
 * after a delete, takes well under this even on a loaded machine. A longer watch costs nothing:
 * it only acts while focus is lost, and ends as soon as the admin moves focus themselves.
 */
const WATCH_MS = 10_000
/**
 * After its dialog has gone, how long the target holds focus whatever takes it: Radix hands focus
 * back to the dialog's opener (or the main landmark) a task after the dialog leaves the page.
 */
const HOLD_MS = 300

/**
 * Whether the keyboard has lost its place: focus on the page itself, or on the main landmark that
 * a closing dialog hands it to when its opener has gone.
 */
function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active.id === MAIN_ID
}

/**
 * Whether a dialog is showing. Only a visible one counts: a confirm dialog whose success navigated
 * away can stay in the document inside the page Next keeps, hidden, for Back (its closing
 * animation never ends there), and would otherwise hold focus back for good.
 */
const dialogOpen = () =>
  Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some((dialog) =>
    dialog.checkVisibility(),
  )

/**
 * Moves focus to the element `find` names after a row action, and keeps it there while the list
 * refreshes. A confirm dialog that is closing keeps focus until it has gone; then the target takes
 * it, and a refresh that hides the list for a moment (its Suspense boundary shows the skeleton,
 * then the list again) or draws it anew cannot lose it: the element is looked up again each frame.
 * Once things have settled, focus the admin moves elsewhere ends the watch.
 */
export function focusThroughRefresh(find: () => HTMLElement | null | undefined) {
  const until = performance.now() + WATCH_MS
  let holdUntil = Number.POSITIVE_INFINITY
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    document.removeEventListener('focusin', onFocusIn, true)
  }
  function onFocusIn(event: FocusEvent) {
    if (performance.now() < holdUntil || event.target === find()) return
    if (event.target instanceof HTMLElement && event.target.id === MAIN_ID) return
    stop()
  }
  const watch = () => {
    const now = performance.now()
    if (now > until) return stop()
    const target = find()
    if (target && !dialogOpen()) {
      if (holdUntil === Number.POSITIVE_INFINITY) holdUntil = now + HOLD_MS
      const visible = target.checkVisibility()
      if (visible && (now < holdUntil ? document.activeElement !== target : focusIsLost())) {
        target.focus()
      }
    }
    frame = requestAnimationFrame(watch)
  }
  document.addEventListener('focusin', onFocusIn, true)
  frame = requestAnimationFrame(watch)
}

/**
 * A finder for focusThroughRefresh: the shown element with this id. Next keeps pages navigated
 * away from in the document, hidden, to show them again as they were left, so an id may be there
 * twice.
 */
export function shownById(id: string) {
  return () =>
    Array.from(document.querySelectorAll<HTMLElement>(`[id="${id}"]`)).find((element) =>
      element.checkVisibility(),
    )
}

/** The ids the site shell gives its skip link and its main content. */
export const SKIP_LINK_ID = 'skip-to-content'
export const MAIN_ID = 'main'

/**
 * For a control that is about to leave the page while it holds focus: without this, focus falls
 * back to the document's start and a keyboard user loses their place. No scrolling, so whatever
 * the control was doing to the page (a smooth scroll up) is not undone.
 */
export function focusLandmark(id: typeof SKIP_LINK_ID | typeof MAIN_ID) {
  const target = document.getElementById(id)
  if (!target) return
  // <main> takes focus only for this moment: focusable for good, every click on its text would
  // move focus to it.
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus({ preventScroll: true })
}

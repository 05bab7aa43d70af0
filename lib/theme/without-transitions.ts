/**
 * Runs `change` with CSS transitions off for the whole page, so a theme switch recolours at once
 * instead of animating every coloured element. next-themes can do this itself
 * (`disableTransitionOnChange`), but then it also does so on every page load, restyling the whole
 * page twice while it hydrates.
 */
export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style')
  style.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(style)
  change()
  // The first frame renders the new colours with transitions off; the second restores them.
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => style.remove()))
}

/** The spec's confetti burst, loaded only when it is needed and never for reduced motion. */
export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  import('canvas-confetti')
    .then(({ default: confetti }) =>
      confetti({ particleCount: 100, spread: 70, origin: { y: 0.6 } }),
    )
    .catch(() => {})
}

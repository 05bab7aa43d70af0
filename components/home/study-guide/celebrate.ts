/** The spec's confetti burst, loaded only when it is needed and never for reduced motion. */
export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  import('canvas-confetti')
    .then(({ default: confetti }) =>
      // Drawn on the main thread: the library's default worker starts from a blob: URL, which
      // the Content Security Policy (worker-src 'self') refuses, and then nothing is drawn.
      confetti.create(undefined, { resize: true, useWorker: false })({
        particleCount: 100,
        spread: 70,
        origin: { y: 0.6 },
      }),
    )
    .catch(() => {})
}

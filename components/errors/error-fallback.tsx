import { TriangleAlertIcon } from 'lucide-react'

/**
 * The spec's render-error page. It reloads the whole document, because once an error is caught
 * the fallback stays until the page is reloaded.
 */
export function ErrorFallback() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <TriangleAlertIcon aria-hidden="true" className="mb-6 size-14 text-destructive" />
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        We encountered an error while loading this page. Please try refreshing or contact support if
        the problem persists.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-xs outline-none hover:bg-primary-hover focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        Refresh Page
      </button>
    </section>
  )
}

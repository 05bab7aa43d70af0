import { Loader2Icon } from 'lucide-react'

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center"
      data-testid="page-spinner"
    >
      <Loader2Icon aria-hidden="true" className="size-10 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  )
}

import { Button } from '@/components/ui/button'

/** Opens the public page as last saved, drafts included, in a new tab. */
export function DraftPreviewLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener">
        Preview (last saved version)
      </a>
    </Button>
  )
}

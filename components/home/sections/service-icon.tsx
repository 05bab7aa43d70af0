import {
  BookOpenCheckIcon,
  BrainIcon,
  ClipboardCheckIcon,
  GraduationCapIcon,
  LibraryIcon,
  type LucideIcon,
  MessageSquareTextIcon,
  SpellCheckIcon,
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  'graduation-cap': GraduationCapIcon,
  'message-square-text': MessageSquareTextIcon,
  'spell-check': SpellCheckIcon,
  brain: BrainIcon,
  'clipboard-check': ClipboardCheckIcon,
  library: LibraryIcon,
  'book-open-check': BookOpenCheckIcon,
}

/** The icon named in a service row (lucide names), with a generic one for unknown names. */
export function ServiceIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && icons[name]) || BookOpenCheckIcon
  return <Icon aria-hidden="true" className={className} />
}

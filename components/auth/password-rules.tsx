import { CheckIcon, CircleIcon } from 'lucide-react'

import { PASSWORD_RULES } from '@/lib/validation/auth'
import { cn } from '@/lib/utils'

/**
 * The password policy, shown before the user types and ticked off as they do. The field's
 * description already ties the list to the password; its own name leaves "password" out, so
 * the field stays the only thing on the form labelled that.
 */
export function PasswordRules({ value }: { value: string }) {
  return (
    <ul aria-label="Requirements" className="grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value)
        return (
          <li
            key={rule.id}
            className={cn(
              'flex items-center gap-2',
              met ? 'text-foreground' : 'text-muted-foreground',
            )}
          >
            {met ? (
              <CheckIcon aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <CircleIcon aria-hidden="true" className="size-3" />
            )}
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        )
      })}
    </ul>
  )
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { FieldErrors } from '@/lib/actions/result'

/** Shows a server action's field errors on the matching form fields. */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: FieldErrors | undefined,
) {
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages?.[0]
    if (message) setError(field as Path<T>, { type: 'server', message })
  }
}

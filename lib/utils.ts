import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/**
 * A component's own classes, merged with the caller's only when there are some. tailwind-merge
 * builds its class map on its first call (15–40 ms of main thread, four times that on
 * Lighthouse's phone), and public pages should not pay for it while they hydrate: their client
 * components pass no `className` to these primitives, and the own classes never conflict
 * (tests/unit/class-names.test.ts).
 */
export function withClassName(own: string, className: string | undefined) {
  return className ? twMerge(own, className) : own
}

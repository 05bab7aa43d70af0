import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { withClassName } from '@/lib/utils'

const inputVariants = cva(
  'w-full min-w-0 rounded-md border border-input py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40',
  {
    variants: {
      size: { default: 'h-9', lg: 'h-10' },
      /** `solid` for inputs on a tinted section, where a transparent field would take its tint. */
      surface: { transparent: 'bg-transparent', solid: 'bg-background' },
      /** `icon` leaves room for an icon drawn over the field's start. */
      inset: { text: 'px-3', icon: 'pr-3 pl-9' },
    },
    defaultVariants: { size: 'default', surface: 'transparent', inset: 'text' },
  },
)

function Input({
  className,
  type,
  size,
  surface,
  inset,
  ...props
}: Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={withClassName(inputVariants({ size, surface, inset }), className)}
      {...props}
    />
  )
}

export { Input }

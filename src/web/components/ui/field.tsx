import type * as React from 'react'

import { cn } from '@/lib/cn'

/** One form control with its label, hint and error, stacked (shadcn `Field` parts, trimmed). */
function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('flex flex-col gap-2', className)} {...props} />
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The control's error; renders nothing without one. Point `aria-describedby` at its id. */
function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null
  return (
    <p
      data-slot="field-error"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  )
}

export { Field, FieldDescription, FieldError }

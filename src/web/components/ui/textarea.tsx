import type * as React from 'react'

import { cn } from '@/lib/cn'

/** A multi-line entry, styled as `Input` is: the same border, focus and error colors. */
function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        'focus-visible:border-ring',
        className,
      )}
      {...props}
    />
  )
}

export { Textarea }

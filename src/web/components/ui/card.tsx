import { Slot } from '@radix-ui/react-slot'
import type * as React from 'react'

import { cn } from '@/lib/cn'

function Card({
  className,
  spacing = 'default',
  ...props
}: React.ComponentProps<'div'> & {
  /** The gap between header, content and footer. */
  spacing?: 'default' | 'compact'
}) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col rounded-xl border border-border bg-background py-6 text-foreground shadow-sm',
        spacing === 'compact' ? 'gap-4' : 'gap-6',
        className,
      )}
      {...props}
    />
  )
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex flex-col gap-1.5 px-6', className)}
      {...props}
    />
  )
}

/** A real heading (h2 unless `asChild` puts the styles on another element, e.g. an h1). */
function CardTitle({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'h2'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'h2'
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-xl leading-tight font-bold text-navy', className)}
      {...props}
    />
  )
}

function CardDescription({
  className,
  size = 'sm',
  ...props
}: React.ComponentProps<'p'> & { size?: 'sm' | 'base' }) {
  return (
    <p
      data-slot="card-description"
      className={cn(size === 'base' ? 'text-base' : 'text-sm', 'text-muted-foreground', className)}
      {...props}
    />
  )
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex items-center px-6', className)} {...props} />
  )
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }

import * as SheetPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { useEffect } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

// A side panel on Radix Dialog: focus is trapped inside, Escape and a click outside close it,
// and focus goes back to the trigger. Radix's own Overlay is not used: its scroll lock injects
// a <style> element, which the `style-src 'self'` CSP blocks. SheetOverlay locks scrolling
// with a class on <html> instead.

function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />
}

function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

/** The dimmed backdrop; mounted only while the sheet is open, it also stops the page scrolling. */
function SheetOverlay({ className, ...props }: React.ComponentProps<'div'>) {
  useEffect(() => {
    const root = document.documentElement
    root.classList.add('overflow-hidden')
    return () => root.classList.remove('overflow-hidden')
  }, [])

  return (
    <div
      aria-hidden="true"
      data-slot="sheet-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-navy/60 motion-safe:transition-opacity motion-safe:starting:opacity-0',
        className,
      )}
      {...props}
    />
  )
}

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-4 overflow-y-auto overscroll-contain bg-background text-foreground shadow-xl outline-none motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out',
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-dvh w-[min(22rem,100%)] border-l border-border motion-safe:starting:translate-x-full',
        left: 'inset-y-0 left-0 h-dvh w-[min(22rem,100%)] border-r border-border motion-safe:starting:-translate-x-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

function SheetContent({
  className,
  side,
  children,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <SheetPrimitive.Portal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  )
}

function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-header"
      className={cn(
        'flex items-center justify-between gap-2 border-b border-border p-4',
        className,
      )}
      {...props}
    />
  )
}

function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-lg font-bold text-navy', className)}
      {...props}
    />
  )
}

function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetOverlay,
  SheetTitle,
  SheetTrigger,
}

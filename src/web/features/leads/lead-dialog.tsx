import * as DialogPrimitive from '@radix-ui/react-dialog'
import X from 'lucide-react/icons/x'
import type * as React from 'react'

import { SheetOverlay } from '@/components/ui/sheet'
import { cn } from '@/lib/cn'

// A centred modal on Radix Dialog (focus trapped inside, Escape and a click outside close it,
// focus goes back to where it was). Like the sheet, it skips Radix's Overlay, whose scroll lock
// injects a <style> element the CSP blocks; the sheet's backdrop locks scrolling with a class.

const Dialog = DialogPrimitive.Root
const DialogTrigger = DialogPrimitive.Trigger

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel: string
}

function DialogContent({ className, children, closeLabel, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto overscroll-contain rounded-xl bg-background p-6 text-foreground shadow-xl outline-none sm:p-8',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-mist hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('pr-10 text-2xl leading-tight font-bold text-navy', className)}
      {...props}
    />
  )
}

function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger }

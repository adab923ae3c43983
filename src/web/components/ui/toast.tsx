import * as ToastPrimitives from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import X from 'lucide-react/icons/x'
import type * as React from 'react'

import { cn } from '@/lib/cn'

function ToastProvider(props: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return <ToastPrimitives.Provider {...props} />
}

/**
 * Where toasts show, clear of what a visitor reaches for next. At the bottom left: the header's
 * cart button, the cart drawer (from the right) and its subtotal and Request Order stay
 * uncovered. On small screens across the width, above the mobile bar (its height is
 * MOBILE_BAR_PADDING's, components/layouts/mobile-bar.tsx) until `md`, where the bar ends. Below
 * `lg` a side panel (the cart drawer, the Menu) leaves no room beside it, so while one is open the
 * toasts go beneath the panel's backdrop rather than over its title, close button or totals; a
 * toast is announced when it opens all the same, and is still there if the panel closes first.
 */
function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:right-auto sm:max-w-[420px] md:bottom-0 max-lg:[html:has([data-slot=sheet-content])_&]:z-40',
        className,
      )}
      {...props}
    />
  )
}

// Motion only for those who have not asked to reduce it; without an animation Radix unmounts
// a closed toast at once. Swipe offsets arrive as CSS variables Radix sets through the CSSOM,
// which the `style-src 'self'` CSP allows.
const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) motion-safe:transition-transform motion-safe:data-[state=closed]:animate-toast-out motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return (
    <ToastPrimitives.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  )
}

function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  // Full strength, not shadcn's opacity-90: white at 90 % on the destructive red is 4.3:1,
  // under WCAG AA's 4.5:1 (axe caught it on the gate's "Access Denied" toast).
  return (
    <ToastPrimitives.Description
      data-slot="toast-description"
      className={cn('text-sm', className)}
      {...props}
    />
  )
}

/** The toast's one action: a real button, at least 44 px high, that closes the toast. */
function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center justify-self-start rounded-md border border-teal px-3 text-sm font-semibold text-teal hover:bg-mist focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  )
}

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 flex size-8 items-center justify-center rounded-md opacity-70 group-data-[variant=destructive]:text-destructive-foreground hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitives.Close>
  )
}

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
}

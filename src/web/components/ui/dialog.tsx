import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import X from 'lucide-react/icons/x'
import { createContext, useContext, useEffect, useRef } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

// The one modal of the site, on Radix Dialog: focus is trapped inside, Escape and a click
// outside close it, and focus goes back to the control that opened it. It is either centred
// (`side="center"`, the default) or a side panel sliding in from the right or the left
// (`side="right"`/`"left"`: the Menu, the contact panel, the cart drawer).
//
// Two departures from plain Radix:
// - Focus return: Radix returns focus only to a DialogTrigger, so a dialog opened from
//   elsewhere (a timer, a cart button, a product card) would drop focus on <body>. The
//   content remembers what had focus when it opened and returns focus there.
// - No Radix Overlay: its scroll lock injects a <style> element, which the `style-src 'self'`
//   CSP blocks (docs/decisions/009-site-shell-menus-and-sheet.md). DialogOverlay below locks
//   scrolling with a class on <html> instead.

type DialogSide = 'center' | 'right' | 'left'

/** Which kind of dialog the parts are inside, so the header and title take its styling. */
const DialogSideContext = createContext<DialogSide>('center')

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

/** The dimmed backdrop; mounted only while the dialog is open, it also stops the page scrolling. */
function DialogOverlay({ className, ...props }: React.ComponentProps<'div'>) {
  useEffect(() => {
    const root = document.documentElement
    root.classList.add('overflow-hidden')
    return () => root.classList.remove('overflow-hidden')
  }, [])

  return (
    <div
      aria-hidden="true"
      className={cn(
        'fixed inset-0 z-50 bg-navy/60 motion-safe:transition-opacity motion-safe:starting:opacity-0',
        className,
      )}
      {...props}
    />
  )
}

const dialogContentVariants = cva(
  'fixed z-50 flex flex-col overflow-y-auto overscroll-contain bg-background text-foreground shadow-xl outline-none motion-safe:duration-200',
  {
    variants: {
      side: {
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl p-6 motion-safe:transition-[opacity,scale] motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
        right:
          'inset-y-0 right-0 h-dvh border-l border-border motion-safe:transition-transform motion-safe:ease-out motion-safe:starting:translate-x-full',
        left: 'inset-y-0 left-0 h-dvh border-r border-border motion-safe:transition-transform motion-safe:ease-out motion-safe:starting:-translate-x-full',
      },
      // The centred dialog's largest width, or a side panel's width (compound variants below).
      width: {
        narrow: '',
        default: '',
        wide: '',
      },
      // The space between the content's parts: none where they join (a panel's header, list and
      // footer), more around a form that stands alone.
      spacing: {
        none: '',
        default: 'gap-4',
        roomy: 'gap-5',
      },
    },
    compoundVariants: [
      { side: 'center', width: 'narrow', class: 'max-w-md' },
      { side: 'center', width: 'default', class: 'max-w-lg' },
      { side: 'center', width: 'wide', class: 'max-w-3xl' },
      { side: ['left', 'right'], width: 'narrow', class: 'w-[min(20rem,100%)]' },
      { side: ['left', 'right'], width: 'default', class: 'w-[min(22rem,100%)]' },
      { side: ['left', 'right'], width: 'wide', class: 'w-[min(26rem,100%)]' },
    ],
    defaultVariants: { side: 'center', width: 'default', spacing: 'default' },
  },
)

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  Omit<VariantProps<typeof dialogContentVariants>, 'side'> & {
    side?: DialogSide
    /**
     * The accessible name of a close button in the top corner; without it there is none (a side
     * panel puts its own close control in its DialogHeader).
     */
    closeLabel?: string
  }

function DialogContent({
  className,
  children,
  side = 'center',
  width,
  spacing,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null)
  // The slot names say which kind it is (the e2e tests look for them).
  const slot = side === 'center' ? 'dialog' : 'sheet'

  return (
    <DialogPrimitive.Portal>
      <DialogOverlay data-slot={`${slot}-overlay`} />
      <DialogPrimitive.Content
        data-slot={`${slot}-content`}
        data-side={side === 'center' ? undefined : side}
        onOpenAutoFocus={(event) => {
          // Still the control that opened the dialog: focus has not moved in yet.
          const active = document.activeElement
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null
          onOpenAutoFocus?.(event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          // Nothing had focus (a click that does not focus, as in Safari): Radix's own return
          // to the DialogTrigger, if there is one, is the best left.
          if (event.defaultPrevented || !opener.current?.isConnected) return
          event.preventDefault()
          opener.current.focus()
        }}
        className={cn(dialogContentVariants({ side, width, spacing }), className)}
        {...props}
      >
        <DialogSideContext.Provider value={side}>{children}</DialogSideContext.Provider>
        {closeLabel === undefined ? null : (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-navy"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The bar across the top of a side panel: its title and its close control. */
function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
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

type DialogPanelHeaderProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  title: React.ReactNode
  /** The control that closes the panel (a button; it becomes a DialogClose). */
  close: React.ReactElement
}

/** A side panel's header filled in: its title, then the control that closes it. */
function DialogPanelHeader({ title, close, ...props }: DialogPanelHeaderProps) {
  return (
    <DialogHeader {...props}>
      <DialogTitle>{title}</DialogTitle>
      <DialogClose asChild>{close}</DialogClose>
    </DialogHeader>
  )
}

function DialogTitle({
  className,
  size = 'default',
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & {
  /** A dialog's title; 'lg' sets only the text size, so the caller may set the leading. */
  size?: 'default' | 'lg'
}) {
  const side = useContext(DialogSideContext)
  return (
    <DialogPrimitive.Title
      data-slot={side === 'center' ? 'dialog-title' : 'sheet-title'}
      className={cn(
        'font-bold text-navy',
        side !== 'center' ? 'text-lg' : size === 'lg' ? 'text-2xl' : 'text-xl leading-tight',
        className,
      )}
      {...props}
    />
  )
}

function DialogDescription({
  className,
  size = 'sm',
  muted = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & {
  size?: 'sm' | 'base'
  /** Muted like a subtitle, or in the text color when it is the dialog's main text. */
  muted?: boolean
}) {
  const side = useContext(DialogSideContext)
  return (
    <DialogPrimitive.Description
      data-slot={side === 'center' ? 'dialog-description' : 'sheet-description'}
      className={cn(
        size === 'base' ? 'text-base' : 'text-sm',
        muted ? 'text-muted-foreground' : 'text-foreground',
        className,
      )}
      {...props}
    />
  )
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogPanelHeader,
  DialogTitle,
  DialogTrigger,
}

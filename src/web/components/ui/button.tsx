import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const buttonVariants = cva(
  "inline-flex items-center font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        outline:
          'border border-primary bg-background text-primary shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        // The amber call to action and the white outline, both on the navy bands.
        highlight: 'bg-amber text-navy shadow-xs hover:bg-amber/90',
        outlineInverse:
          'border border-white bg-transparent text-white shadow-xs hover:bg-white hover:text-navy',
        // A quiet control that removes something: muted, red on hover (a cart line's bin).
        ghostDestructive: 'text-muted-foreground hover:bg-accent hover:text-destructive',
        // An action that removes data for good (the staff workspace's deletion).
        destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90',
        // Over a picture or a video: white, or dimmed navy while the video plays beneath it.
        overlay: 'bg-white/95 text-navy shadow-lg hover:bg-white',
        overlayDim: 'bg-navy/60 text-white shadow-lg hover:bg-navy/80',
      },
      // Slightly taller than shadcn's defaults: the default and large sizes meet 44px touch targets.
      // Text size and gap belong to the size, so no size has to override the base.
      size: {
        default: 'h-11 gap-2 px-5 py-2 text-sm has-[>svg]:px-4',
        sm: 'h-9 gap-1.5 px-3 text-sm has-[>svg]:px-2.5',
        lg: 'h-12 gap-2 px-7 text-base has-[>svg]:px-5',
        icon: 'size-11 gap-2 text-sm',
        // A link in running text or below a form: no height and no padding of its own.
        inline: 'gap-2 text-sm',
      },
      // Whether the button shares its row's free space (flex-1) or keeps its own width.
      grow: {
        true: 'flex-1',
        false: 'shrink-0',
      },
      // Where the content sits: centred, or at the start (a full-width row in a list of actions).
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
      // Rounded corners, or fully round (a pill, or a circle at the icon size).
      round: {
        true: 'rounded-full',
        false: 'rounded-md',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
      grow: false,
      align: 'center',
      round: false,
    },
  },
)

function Button({
  className,
  variant,
  size,
  grow,
  align,
  round,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean
  }) {
  const Comp = asChild ? Slot : 'button'

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size, grow, align, round }), className)}
      {...props}
    />
  )
}

export { Button, buttonVariants }

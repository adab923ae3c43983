import { ShoppingCart } from 'lucide-react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import { useCart } from './cart-provider'

type CartButtonProps = Omit<React.ComponentProps<typeof Button>, 'children' | 'onClick'> & {
  /** `buttonCount` is the accessible name, e.g. 'Cart, 3 items'. */
  labels: { button: string; buttonCount: (count: number) => string }
}

/** Opens the cart drawer; the badge shows how many items are in the cart. */
function CartButton({ labels, className, ...props }: CartButtonProps) {
  const { itemCount, setOpen } = useCart()
  return (
    <Button
      type="button"
      variant="outline"
      data-slot="cart-button"
      aria-haspopup="dialog"
      aria-label={labels.buttonCount(itemCount)}
      onClick={() => setOpen(true)}
      className={cn('relative', className)}
      {...props}
    >
      <ShoppingCart aria-hidden="true" />
      {labels.button}
      {itemCount > 0 ? (
        <span
          aria-hidden="true"
          data-slot="cart-count"
          className="absolute -top-2 -right-2 inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-amber px-1.5 text-xs font-bold text-navy"
        >
          {itemCount}
        </span>
      ) : null}
    </Button>
  )
}

export { CartButton }

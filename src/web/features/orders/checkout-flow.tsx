import type { User } from '@supabase/supabase-js'
import { useState } from 'react'
import type * as React from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { ordersCopy } from '@/content/orders'

import type { CheckoutLine } from './checkout-draft'
import { CheckoutForm, type QuantityControl } from './checkout-form'
import type { StoredConfirmation } from './confirmation-storage'
import { useBrowserStateReady } from './use-browser-state-ready'

// /checkout (docs/architecture.md, Orders) around its form: the loading line the page is
// prerendered with (the cart lives in this browser's storage, read once the page runs), an empty
// cart said plainly with the way back to the shop, and the line shown while the confirmation
// opens. The first render is the prerendered page's, so hydration never mismatches.

const copy = ordersCopy.checkout

export function CheckoutFlow({
  lines,
  user,
  renderQuantity,
  onRemove,
  onPlaced,
}: {
  lines: readonly CheckoutLine[]
  user: User | null
  renderQuantity: (line: CheckoutLine, control: QuantityControl) => React.ReactNode
  onRemove: (productId: string) => void
  onPlaced: (confirmation: StoredConfirmation) => void
}) {
  const ready = useBrowserStateReady()
  const [placed, setPlaced] = useState(false)

  let body: React.ReactNode
  if (!ready) body = <p role="status">{copy.loading}</p>
  else if (placed) body = <p role="status">{copy.placed}</p>
  else if (lines.length === 0) body = <EmptyCart />
  else {
    body = (
      <CheckoutForm
        lines={lines}
        user={user}
        renderQuantity={renderQuantity}
        onRemove={onRemove}
        onPlaced={(confirmation) => {
          // The cart empties as the page changes: say what is happening, not "Your cart is empty".
          setPlaced(true)
          onPlaced(confirmation)
        }}
      />
    )
  }
  return (
    // A long e-mail address or product name wraps anywhere rather than widen the page on a phone.
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-background p-5 wrap-anywhere shadow-xs sm:p-8">
      {body}
    </div>
  )
}

function EmptyCart() {
  return (
    <div className="flex flex-col gap-4" data-slot="checkout-empty">
      <h2 className="text-xl font-bold text-navy">{copy.empty}</h2>
      <p>{copy.emptyBody}</p>
      <nav aria-label={copy.shop}>
        <ul className="flex flex-wrap gap-3">
          {copy.shopLinks.map((link) => (
            <li key={link.href}>
              <Button asChild variant="outline">
                <Link to={link.href}>{link.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

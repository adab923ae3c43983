import { Phone, RotateCcw, ShieldCheck, Trash2, Truck } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { CartCopy } from '@/content/catalogues/cart-copy'
import { formatCents } from '@shared/money'

import { useCart } from './cart-provider'
import type { CartItem } from './cart-reducer'
import { ProductPackshot } from './product-packshot'
import { QuantityStepper } from './quantity-stepper'
import { ReviewNote } from './review-note'

// The cart drawer's lines and summary (features/shop/cart-drawer.tsx), loaded the first time the
// drawer is open with items: their icons, stepper and packshots stay out of the shop pages' first
// scripts, /checkout's above all (docs/architecture.md, Performance budgets).

type CartLinesProps = {
  copy: CartCopy
  freeShippingThresholdCents: number
  phone: { display: string; tel: string }
}

/** The cart's editable lines, then its subtotal, shipping, guarantee and Request Order. */
function CartLines({ copy, freeShippingThresholdCents, phone }: CartLinesProps) {
  const { items, totalCents } = useCart()
  return (
    <>
      <ul className="flex flex-1 flex-col divide-y divide-border px-4" aria-label={copy.title}>
        {items.map((item) => (
          <CartLine key={item.id} item={item} copy={copy} />
        ))}
      </ul>
      <CartSummary
        copy={copy}
        totalCents={totalCents}
        freeShippingThresholdCents={freeShippingThresholdCents}
        phone={phone}
      />
    </>
  )
}

function CartLine({ item, copy }: { item: CartItem; copy: CartCopy }) {
  const { updateQuantity, removeItem, setOpen } = useCart()
  return (
    <li className="flex gap-3 py-4" data-slot="cart-line">
      <ProductPackshot product={item} decorative size="thumbnail" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={paths.shopProduct(item.id)}
              onClick={() => setOpen(false)}
              className="font-semibold text-navy hover:underline"
            >
              {item.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {copy.each(formatCents(item.priceCents))}
            </p>
            {item.needsReview ? <ReviewNote label={copy.needsReview} className="mt-1" /> : null}
          </div>
          <Button
            type="button"
            variant="ghostDestructive"
            size="icon"
            aria-label={copy.remove(item.name)}
            onClick={() => removeItem(item.id)}
            className="-mt-2 -mr-2"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            min={0}
            onChange={(quantity) => updateQuantity(item.id, quantity)}
            labels={{
              quantity: copy.quantityFor(item.name),
              decrease: copy.decreaseFor(item.name),
              increase: copy.increaseFor(item.name),
            }}
          />
          <p className="font-semibold text-navy" data-slot="cart-line-total">
            {formatCents(item.priceCents * item.quantity)}
          </p>
        </div>
      </div>
    </li>
  )
}

type CartSummaryProps = {
  copy: CartCopy
  totalCents: number
  freeShippingThresholdCents: number
  phone: { display: string; tel: string }
}

function CartSummary({ copy, totalCents, freeShippingThresholdCents, phone }: CartSummaryProps) {
  const { setOpen } = useCart()
  const noteId = useId()
  const remaining = freeShippingThresholdCents - totalCents

  return (
    <div className="sticky bottom-0 flex flex-col gap-3 border-t border-border bg-background p-4">
      <p className="flex items-center justify-between text-lg font-bold text-navy">
        <span>{copy.subtotal}</span>
        <span data-slot="cart-subtotal">{formatCents(totalCents)}</span>
      </p>
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-slot="free-shipping">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
        {remaining <= 0
          ? copy.freeShippingReached
          : copy.freeShippingRemaining(formatCents(remaining))}
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-teal" />
        {copy.guarantee}
      </p>
      <p id={noteId} className="flex items-start gap-2 text-sm text-navy" data-slot="order-note">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
        {copy.requestOrderNote}
      </p>
      {/* A link, not a button: it opens the checkout page, and the drawer closes on the way. */}
      <Button asChild size="lg">
        <Link to={copy.requestOrder.href} aria-describedby={noteId} onClick={() => setOpen(false)}>
          {copy.requestOrder.label}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <a href={`tel:${phone.tel}`}>
          <Phone aria-hidden="true" />
          {copy.call}
        </a>
      </Button>
    </div>
  )
}

export { CartLines }

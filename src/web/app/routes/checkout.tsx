import { Link, useNavigate } from 'react-router'

import { ByPhoneAside } from '@/components/layouts/by-phone-aside'
import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cartCopy } from '@/content/catalogues/cart-copy'
import { ordersCopy } from '@/content/orders'
import { useSession } from '@/features/auth/session-provider'
import { type CheckoutChange, placeOrder } from '@/features/orders/api/orders-api'
import { CheckoutFlow } from '@/features/orders/checkout-flow'
import type { ConfirmationNavigationState } from '@/features/orders/order-confirmation'
import { SoldOutNotice, useCart } from '@/features/shop/cart-provider'
import { QuantityStepper } from '@/features/shop/quantity-stepper'
import { usePageMeta } from '@/hooks/use-page-meta'
import { changeAction } from '@/lib/change-action'

const copy = ordersCopy.checkout

/**
 * Sends the order request the form checked (docs/decisions/036-app-pages-read-and-change-through-
 * the-router.md); the form reads the answer from its change (features/orders/use-checkout-form.ts).
 */
export const action = changeAction<CheckoutChange>((change) => placeOrder(change.order))

/**
 * /checkout (docs/architecture.md, Orders): the cart's Request Order, sent to the clinic as an
 * order request. Prerendered with its loading line and, for a visitor without JavaScript, how to
 * order by phone; the cart is read from this browser's storage once the page runs. Inside the
 * shop's layout (route-groups/orders.ts), so it is the same cart, edited with the shop's own
 * quantity control; once the order is taken, what was ordered leaves the cart and the
 * confirmation opens with the server's answer.
 */
export function Component() {
  const { user } = useSession()
  const { items, removeItem, updateQuantity } = useCart()
  const navigate = useNavigate()
  usePageMeta({ title: copy.title, description: copy.metaDescription })

  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 wrap-anywhere sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">
            {copy.heading}
          </h1>
          <p className="text-muted-foreground">{copy.lead}</p>
        </div>
        <SoldOutNotice copy={cartCopy} />
        <CheckoutFlow
          lines={items}
          user={user}
          onRemove={removeItem}
          renderQuantity={(line, { inputId, describedBy }) => (
            <QuantityStepper
              value={line.quantity}
              min={1}
              inputId={inputId}
              aria-describedby={describedBy}
              onChange={(quantity) => updateQuantity(line.id, quantity)}
              labels={{
                quantity: cartCopy.quantityFor(line.name),
                decrease: cartCopy.decreaseFor(line.name),
                increase: cartCopy.increaseFor(line.name),
              }}
            />
          )}
          onPlaced={(confirmation) => {
            for (const line of confirmation.order.lines) removeItem(line.productId)
            const state: ConfirmationNavigationState = { orderPlaced: confirmation }
            void navigate(paths.orderConfirmation, { state })
          }}
        />
        <ByPhoneAside
          id="order-by-phone"
          heading={copy.byPhoneHeading}
          href={ordersCopy.callHref}
          label={copy.byPhone}
        />
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.supplements}>{copy.backToShop}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

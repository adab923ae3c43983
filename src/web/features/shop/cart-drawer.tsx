import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { useModalDialog } from '@/components/ui/use-modal-dialog'
import type { CartCopy } from '@/content/catalogues/cart-copy'

import { SoldOutNotice, useCart } from './cart-provider'

/** The drawer's id: the header's cart button (cart-button.tsx) names it in `commandfor`. */
export const CART_DRAWER_ID = 'cart-drawer'
const TITLE_ID = `${CART_DRAWER_ID}-title`
const DESCRIPTION_ID = `${CART_DRAWER_ID}-description`

const CartLines = lazy(() =>
  import('./cart-lines').then((module) => ({ default: module.CartLines })),
)

type CartDrawerProps = {
  copy: CartCopy
  freeShippingThresholdCents: number
  phone: { display: string; tel: string }
}

/** What the invoker's `command` event carries (Chromium 135, Firefox 144, Safari 26.2). */
type CommandEvent = Event & { command?: string; source?: Element | null }

/**
 * The cart drawer (docs/product.md, Shop): from the right, 'Shopping Cart' with the item count,
 * editable lines, the subtotal with 2 decimals, free shipping over $75 and the 30-day guarantee.
 * 'Request Order' opens the checkout (docs/architecture.md, Orders), under a line saying the clinic
 * confirms every order before payment; ordering by phone stays as the second way.
 *
 * It is the platform's modal `<dialog>`, opened by the header's cart button's invoker command, as
 * the Menu sheet (docs/decisions/053-first-tap-answered-by-the-html.md): the shop's layout renders
 * it on the server, closed, so a first tap opens it before the page's code has started. Only an
 * empty cart is opened then (a stored cart starts the code at once, lib/script-start.ts), so the
 * HTML's empty state is what the visitor should see. The cart's `isOpen` follows the dialog: the
 * invoker, Escape, Close and a press outside change it, `setOpen` opens or closes it, and a dialog
 * found open at hydration counts as open. The lines and summary load when first shown.
 */
function CartDrawer({ copy, freeShippingThresholdCents, phone }: CartDrawerProps) {
  const { items, isOpen, setOpen, itemCount } = useCart()
  const drawer = useModalDialog(() => setOpen(false))
  const { ref, open: openDrawer, close } = drawer
  const [linesWanted, setLinesWanted] = useState(false)
  if (isOpen && items.length > 0 && !linesWanted) setLinesWanted(true)

  // The dialog as the code finds it, and the invoker's later commands, tell the cart it is open.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (dialog.open) setOpen(true)
    function onCommand(event: CommandEvent) {
      if (event.command !== 'show-modal') return
      // Opened here, with its opener known, so focus goes back to it in every browser.
      openDrawer(event.source instanceof HTMLElement ? event.source : null)
      setOpen(true)
    }
    dialog.addEventListener('command', onCommand)
    return () => dialog.removeEventListener('command', onCommand)
  }, [ref, openDrawer, setOpen])

  // The cart's state opens and closes the dialog (the toast's View Cart, a cart loaded on request),
  // only when it changes: a dialog opened before the code is not closed by the first render.
  const shown = useRef(isOpen)
  useLayoutEffect(() => {
    if (shown.current === isOpen) return
    shown.current = isOpen
    const dialog = ref.current
    if (isOpen && !dialog?.open) openDrawer()
    if (!isOpen && dialog?.open) close()
  }, [isOpen, ref, openDrawer, close])

  return (
    <dialog
      {...drawer.dialogProps}
      id={CART_DRAWER_ID}
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      data-slot="cart-drawer"
      className="fixed inset-y-0 right-0 left-auto m-0 hidden h-dvh max-h-none w-[min(26rem,100%)] max-w-none flex-col overflow-y-auto overscroll-contain border-0 border-l border-border bg-background p-0 text-foreground shadow-xl outline-none backdrop:bg-navy/60 open:flex motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:open:translate-x-full"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border p-4">
        <h2 id={TITLE_ID} className="text-lg font-bold text-navy">
          {copy.title}{' '}
          <span data-slot="cart-title-count" className="text-muted-foreground">
            {copy.titleCount(itemCount)}
          </span>
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          command="close"
          commandfor={CART_DRAWER_ID}
          onClick={close}
        >
          {copy.close}
        </Button>
      </div>
      <p id={DESCRIPTION_ID} className="sr-only">
        {copy.description}
      </p>
      <SoldOutNotice copy={copy} className="mx-4 mt-4" />

      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p className="text-muted-foreground">{copy.empty}</p>
          <Button asChild variant="outline">
            <Link to={copy.continueShopping.href} onClick={close}>
              {copy.continueShopping.label}
            </Link>
          </Button>
        </div>
      ) : linesWanted ? (
        <Suspense fallback={null}>
          <CartLines
            copy={copy}
            freeShippingThresholdCents={freeShippingThresholdCents}
            phone={phone}
          />
        </Suspense>
      ) : null}
    </dialog>
  )
}

export { CartDrawer }

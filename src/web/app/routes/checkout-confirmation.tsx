import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { orderConfirmationCopy } from '@/content/order-confirmation'
import { ordersCopy } from '@/content/orders'
import { OrderConfirmation } from '@/features/orders/order-confirmation'
import { usePageMeta } from '@/hooks/use-page-meta'

const copy = orderConfirmationCopy

/**
 * /checkout/confirmation (docs/architecture.md, Orders): the answer to an order request, from
 * the navigation or this tab's sessionStorage. Prerendered with its loading line (the answer is
 * only ever in the browser), and the phone number for anyone who needs it without JavaScript.
 */
export function Component() {
  usePageMeta({ title: copy.title, description: copy.metaDescription })

  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 wrap-anywhere sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">{copy.heading}</h1>
        <OrderConfirmation />
        <aside
          aria-labelledby="order-questions"
          className="flex flex-col gap-2 border-t border-border pt-6 text-muted-foreground"
        >
          <h2 id="order-questions" className="text-lg font-bold text-navy">
            {copy.questionsHeading}
          </h2>
          <p>
            <a
              href={ordersCopy.callHref}
              className="font-semibold text-teal underline underline-offset-4 hover:no-underline"
            >
              {copy.questions}
            </a>
          </p>
        </aside>
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{copy.backHome}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import { useSession } from '@/features/auth/session-provider'
import { BookingFlow } from '@/features/booking/booking-flow'
import { usePageMeta } from '@/hooks/use-page-meta'

const copy = bookingCopy.flow

/**
 * /book (docs/architecture.md, Booking): a patient or a guest picks a consultation time and
 * books it. Prerendered with the loading line; the booking options, and a link's preselected
 * visit (`?visit=video&state=TX`), are read in the browser.
 */
export function Component() {
  const { user } = useSession()
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
        <BookingFlow user={user} />
        <aside
          aria-labelledby="book-by-phone"
          className="flex flex-col gap-2 border-t border-border pt-6 text-muted-foreground"
        >
          <h2 id="book-by-phone" className="text-lg font-bold text-navy">
            {copy.byPhoneHeading}
          </h2>
          <p>
            <a
              href={bookingCopy.callHref}
              className="font-semibold text-teal underline underline-offset-4 hover:no-underline"
            >
              {copy.byPhone}
            </a>
          </p>
          <p>{copy.policy}</p>
        </aside>
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{bookingCopy.backHome}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

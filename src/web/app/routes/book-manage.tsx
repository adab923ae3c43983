import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import { useSession } from '@/features/auth/session-provider'
import { ManageAppointment } from '@/features/booking/manage-appointment'
import { usePageMeta } from '@/hooks/use-page-meta'

const copy = bookingCopy.manage

/**
 * /book/manage (docs/architecture.md, Booking): one booking, from the signed link in the
 * confirmation (its token in the URL's fragment) or from My care (`?appointment=<id>` and the
 * patient's session). Prerendered with the loading line only: everything else is the patient's.
 */
export function Component() {
  const { status, user } = useSession()
  usePageMeta({ title: copy.title, description: copy.metaDescription })

  const state: unknown = user?.user_metadata.state
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 wrap-anywhere sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">
          {copy.pageHeading}
        </h1>
        <ManageAppointment
          signedIn={status === 'ready' ? user !== null : null}
          profileState={typeof state === 'string' ? state : ''}
        />
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{bookingCopy.backHome}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

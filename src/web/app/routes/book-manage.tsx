import type * as React from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import { useSession } from '@/features/auth/session-provider'
import {
  cancelAppointment,
  type ManageChange,
  readVisit,
  rescheduleAppointment,
  type VisitRead,
  visitReadOf,
} from '@/features/booking/api/booking-api'
import { ManageAppointment } from '@/features/booking/manage-appointment'
import { usePageMeta } from '@/hooks/use-page-meta'
import { changeAction } from '@/lib/change-action'

const copy = bookingCopy.manage

/**
 * Reads one visit (docs/decisions/036-app-pages-read-and-change-through-the-router.md). The
 * signed link names it in the URL's fragment, which a loader's request never carries, so the
 * page asks for it through a fetcher with `read=visit` (features/booking/manage-appointment.tsx);
 * the page's own navigation reads nothing. It runs in the browser only (a shell page).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<VisitRead | null> {
  const read = visitReadOf(new URL(request.url).searchParams)
  return read ? { visit: await readVisit(read.ref, read.confirmToken) } : null
}
loader.hydrate = true as const

/** Cancels or moves the visit; the router then reads it again. */
export const action = changeAction<ManageChange>((change) =>
  change.intent === 'cancel'
    ? cancelAppointment(change.ref)
    : rescheduleAppointment(change.ref, change.slot, change.idempotencyKey),
)

function ManageFrame({ children }: { children: React.ReactNode }) {
  usePageMeta({ title: copy.title, description: copy.metaDescription })
  return (
    <PageMain className="flex-1 bg-mist">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 wrap-anywhere sm:px-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-navy">
          {copy.pageHeading}
        </h1>
        {children}
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{bookingCopy.backHome}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

/** The first render, until the loader has answered. */
export function HydrateFallback() {
  return (
    <ManageFrame>
      <LoadState kind="loading" message={copy.loading} />
    </ManageFrame>
  )
}

/**
 * /book/manage (docs/architecture.md, Booking): one booking, from the signed link in the
 * confirmation (its token in the URL's fragment) or from My care (`?appointment=<id>` and the
 * patient's session). A shell page: everything on it is the patient's. Tests pin the zone and
 * the clock.
 */
export function ManagePage({ timeZone, now }: { timeZone?: string; now?: Date }) {
  const { status, user } = useSession()
  const state: unknown = user?.user_metadata.state
  return (
    <ManageFrame>
      <ManageAppointment
        signedIn={status === 'ready' ? user !== null : null}
        profileState={typeof state === 'string' ? state : ''}
        timeZone={timeZone}
        now={now}
      />
    </ManageFrame>
  )
}

export function Component() {
  return <ManagePage />
}

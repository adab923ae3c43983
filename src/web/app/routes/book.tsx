import type * as React from 'react'
import {
  Link,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRevalidator,
} from 'react-router'

import { ByPhoneAside } from '@/components/layouts/by-phone-aside'
import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { LoadState } from '@/components/ui/load-state'
import { paths } from '@/config/paths'
import { bookingCopy } from '@/content/booking'
import { useSession } from '@/features/auth/session-provider'
import {
  bookAppointment,
  type BookChange,
  readBookingOptions,
  readSlotsPage,
  type SlotsRead,
  slotsReadOf,
} from '@/features/booking/api/booking-api'
import { BookingFlow } from '@/features/booking/booking-flow'
import { usePageMeta } from '@/hooks/use-page-meta'
import type { Answer } from '@/lib/api-request'
import { changeAction, NO_ANSWER } from '@/lib/change-action'
import type { BookingOptions } from '@shared/booking/booking'
import type { PatientProfile } from '@shared/patient-profile'

import { readOwnProfile } from '../profile-read'

const copy = bookingCopy.flow

/**
 * What /book's loader read: the booking options for the page with the signed-in patient's
 * profile (for the details step), or a page of free times.
 */
export type BookRead =
  { options: Answer<BookingOptions>; profile: PatientProfile | null } | SlotsRead

/**
 * Reads the booking options (docs/decisions/036-app-pages-read-and-change-through-the-router.md).
 * It runs in the browser only (`hydrate`): the prerendered page holds the loading line, the
 * HydrateFallback. The slot picker asks it for a week of free times with `read=times` in the
 * search (features/booking/use-slots.ts, through a fetcher), from /book and from /book/manage.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<BookRead> {
  const times = slotsReadOf(new URL(request.url).searchParams)
  if (times) return { times: await readSlotsPage(times.query, times.from) }
  const [options, profile] = await Promise.all([readBookingOptions(), readOwnProfile()])
  return { options, profile }
}
loader.hydrate = true as const

/** Books the time the details step sends, with its idempotency key. */
export const action = changeAction<BookChange>((change) => bookAppointment(change.request))

/**
 * A booking changes neither the options nor a week already shown (the details step says a time
 * taken meanwhile, with the next free ones), so nothing is read again after one; a retry or a
 * new URL reads as usual.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate
}

function BookFrame({ children }: { children: React.ReactNode }) {
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
        {children}
        <ByPhoneAside
          id="book-by-phone"
          heading={copy.byPhoneHeading}
          href={bookingCopy.callHref}
          label={copy.byPhone}
        >
          <p>{copy.policy}</p>
        </ByPhoneAside>
        <Button asChild variant="link" size="inline" className="h-11 self-start py-2">
          <Link to={paths.home}>{bookingCopy.backHome}</Link>
        </Button>
      </div>
    </PageMain>
  )
}

/** The prerendered page and the first render, until the loader has answered. */
export function HydrateFallback() {
  return (
    <BookFrame>
      <LoadState kind="loading" message={copy.loading} />
    </BookFrame>
  )
}

/**
 * /book (docs/architecture.md, Booking): a patient or a guest picks a consultation time and
 * books it. Prerendered with the loading line; the booking options, and a link's preselected
 * visit (`?visit=video&state=TX`), are read in the browser. Tests pin the day and the zone.
 */
export function BookPage({ today, timeZone }: { today?: string; timeZone?: string }) {
  const { user } = useSession()
  const data = useLoaderData<BookRead>()
  const revalidator = useRevalidator()
  return (
    <BookFrame>
      <BookingFlow
        read={'options' in data ? data.options : { ok: false, status: NO_ANSWER, body: null }}
        profile={'options' in data ? data.profile : null}
        reading={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
        user={user}
        today={today}
        timeZone={timeZone}
      />
    </BookFrame>
  )
}

export function Component() {
  return <BookPage />
}

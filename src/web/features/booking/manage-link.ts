import { paths } from '@/config/paths'

import type { AppointmentRef } from './api/booking-api'

// The signed link to one booking (docs/architecture.md, Booking): `/book/manage#appointment=…
// &token=…`. The token rides in the fragment, which a browser never sends to a server, so no
// access log holds it. A signed-in patient may use `?appointment=<id>` with their session
// instead (My care links so).

export function manageLink(id: string, token: string): string {
  const fragment = new URLSearchParams({ appointment: id, token })
  return `${paths.bookManage}#${fragment.toString()}`
}

/** A signed-in patient's link to their own booking: their session shows it. */
export function ownAppointmentLink(id: string): string {
  return `${paths.bookManage}?${new URLSearchParams({ appointment: id }).toString()}`
}

/**
 * The confirmation token of the link mailed for a visit not yet confirmed (`&confirm=…`, in the
 * fragment with the manage token), or null.
 */
export function confirmTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('confirm')
}

/** The booking a manage URL names: from the fragment (with its token), else from the query. */
export function appointmentRefOf(hash: string, search: string): AppointmentRef | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const id = fragment.get('appointment')
  const token = fragment.get('token')
  if (id && token) return { id, token }
  const query = new URLSearchParams(search)
  const own = query.get('appointment')
  return own ? { id: own, token: null } : null
}

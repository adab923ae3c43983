// Facts about the clinic's business that the browser and the server both need. The online
// intake refuses a state that is not listed here, booking offers only these states for a
// telehealth visit, and the locations page names them.

/**
 * The states whose patients the clinic's physicians treat by telehealth: a physician may treat
 * only where they are licensed, and the patient's state decides. This is the clinic's business
 * fact, to be confirmed with the clinic (and changed here only) whenever a license is added or
 * lapses; docs/product.md counts "4 states served online".
 */
export const SERVED_STATES = [
  { code: 'TX', name: 'Texas' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'NM', name: 'New Mexico' },
] as const

export type ServedStateCode = (typeof SERVED_STATES)[number]['code']

/** Whether the clinic treats patients living in this state (a USPS code such as `TX`) online. */
export function isServedState(code: string): code is ServedStateCode {
  return SERVED_STATES.some((state) => state.code === code)
}

/** The clinic's phone line, in words and for `tel:` links; the site and its mails both give it. */
export const CLINIC_PHONE = { display: '(800) 555-0142', tel: '+18005550142' } as const

/**
 * The clinic's own clock: the staff calendar's days and times are read on it, whichever zone a
 * staff member's browser is in (its clinics in Texas, Oklahoma and Louisiana keep Central Time;
 * a clinic or schedule in another zone keeps its own for its hours, src/shared/booking;
 * docs/decisions/038-staff-calendar-on-the-clinic-clock.md).
 */
export const CLINIC_TIME_ZONE = 'America/Chicago'

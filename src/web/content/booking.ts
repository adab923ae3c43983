// The words of /book and /book/manage (docs/architecture.md, Booking). The visit names, the
// server's refusals (a time just taken, past the cut-off, an unknown link) and the field
// messages are src/shared's, so the page and the server say the same thing; these are the
// pages' own words around them.
import { type AppointmentStatus, BOOKING_LIMITS, type VisitType } from '@shared/booking/booking'

import { site } from './site'

export const bookingCopy = {
  backHome: '← Back to Home',
  callUs: `Call us at ${site.phone.display}`,
  callHref: `tel:${site.phone.tel}`,
  retry: 'Try again',
  /** "Dr. Ana Ruiz, MD". */
  clinician: (name: string, title: string) => (title ? `${name}, ${title}` : name),

  /** /book: the three steps and the confirmation. */
  flow: {
    title: 'Book a Consultation — Renew Medical',
    metaDescription:
      'Book your free consultation with Renew Medical. Choose how you would like to meet us and pick a time that suits you, online.',
    heading: 'Book a consultation',
    lead: 'Choose how you would like to meet us, then pick a time that suits you.',
    loading: 'Loading booking…',
    loadFailed: 'Booking could not be loaded. Check your connection and try again.',
    progress: (step: number, of: number, title: string) => `Step ${step} of ${of}: ${title}`,
    /** Staff booking for someone from their consultation request (/admin/requests/:id). */
    behalfOf: (firstName: string, lastName: string) =>
      `Booking for ${firstName} ${lastName} — their details are filled in from their request.`,
    /** Under the booking, also with JavaScript off: the phone way, and the policy. */
    byPhoneHeading: 'Rather book by phone?',
    byPhone: `Call us at ${site.phone.display}: ${site.hours.join(', ')}. Our care team books you in and answers your questions.`,
    policy: `You can reschedule or cancel online until ${BOOKING_LIMITS.defaultCutoffHours} hours before your visit, from the link in your confirmation e-mail or from My care.`,
  },

  visit: {
    heading: 'What kind of visit?',
    describe: {
      phone: 'We call you at the time you choose to talk about your goals and your options.',
      video: 'See a clinician face to face from home, on your phone, tablet or computer.',
      clinic: 'Meet your clinician in person at one of our clinics.',
    } satisfies Record<VisitType, string>,
    /** Under the kinds of visit, whose price and length each card shows (src/shared/clinic.ts). */
    visitPrices:
      'Each kind of visit is a free consultation. Once you start a program, your visits are part of its monthly price.',
    state: 'Which state do you live in?',
    /** Under the state buttons of step 1: pressing one is the last tap before the times. */
    stateHint: 'Choose yours to see the free times.',
    /** The reschedule panel's select, for a visit booked without a state. */
    stateNone: 'Choose a state',
    otherStates: 'Live in another state?',
    clinic: 'Which clinic?',
    clinicNone: 'Choose a clinic',
    clinicMissing: 'Please choose a clinic',
    noClinics: 'In-clinic visits are booked by phone.',
    /** In-clinic visits only: a phone or video visit goes on as soon as a state is pressed. */
    next: 'See free times',
  },

  times: {
    heading: 'Choose a time',
    change: 'Change visit',
    zone: (zone: string) => `Times in ${zone}`,
    loading: 'Loading free times…',
    loadingMore: 'Loading later times…',
    loadedMore: 'Later times added.',
    noLater: 'No later free times are online yet.',
    loadFailed: 'Free times could not be loaded. Check your connection and try again.',
    later: 'Later times',
    none: 'There are no free times online for this visit right now.',
    noneBody:
      'Call us and we will find a time with you, or send a consultation request and we will call you.',
    request: 'Request a consultation',
    /** The strip of days above the times. */
    days: 'Days with free times',
    /** A day's tab: its name, with how many free times it has. */
    dayTab: (day: string, count: number) => `${day}, ${count} ${count === 1 ? 'time' : 'times'}`,
    count: (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`,
    /** A time button's name: its time first, as it reads, then the day and who it is with. */
    slotLabel: (time: string, day: string, clinician: string, place: string) =>
      `${time}, ${day}, with ${clinician}, ${place}`,
  },

  details: {
    heading: 'Your details',
    yourVisit: 'Your visit',
    changeTime: 'Change time',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    phoneHint: 'We call this number if we need to reach you about your visit.',
    policy: (hours: number) =>
      `You can reschedule or cancel online until ${hours} hours before your visit.`,
    fix: (count: number) =>
      count === 1 ? 'Please correct 1 detail to book.' : `Please correct ${count} details to book.`,
    confirm: 'Confirm booking',
    confirming: 'Booking…',
    unreachable:
      'We could not reach the clinic, so your visit is not booked yet. Check your connection and press Confirm booking again.',
    tooMany: 'Too many bookings from here just now. Please wait a few minutes, or call us.',
    refused: 'Your visit could not be booked. Please try again, or call us.',
    nextTimes: 'Next free times',
    chooseAnother: 'Choose another time',
  },

  done: {
    heading: 'You’re booked',
    callYou: (phone: string) => `We’ll call you at ${phone}.`,
    videoLink: 'Join with the button below, the link in your confirmation e-mail, or from My care.',
    prepareHeading: 'What to prepare',
    prepare: {
      all: [
        'A list of the medicines and supplements you take',
        'Recent lab results, if you have them',
      ],
      phone: ['Your phone nearby, in a quiet place'],
      video: ['A quiet, private place', 'A phone, tablet or computer with a camera and microphone'],
      clinic: ['A photo ID', 'Arrive 10 minutes early'],
    } satisfies Record<VisitType | 'all', readonly string[]>,
    sent: (email: string) => `We sent a confirmation to ${email} with a calendar invitation.`,
    manage: 'Reschedule or cancel',
    manageHint: 'The same link is in your confirmation e-mail.',
    manageByEmail: 'To reschedule or cancel, use the link in your confirmation e-mail.',
    myCare: 'See it in My care',
    invited:
      'We e-mailed you an invitation to create an account, so you can follow your visit and your care online.',
    createAccount: 'Create your account',
    /** A booking staff made for someone from their consultation request. */
    behalfManageHint: 'The same link is in their confirmation e-mail.',
    behalfManageByEmail:
      'They can reschedule or cancel with the link in their confirmation e-mail.',
    backToRequest: 'Back to the consultation request',
    /** A visit for an address not yet proven: held until the mailed link confirms it. */
    pendingHeading: 'Check your e-mail to confirm',
    pendingSent: (email: string, until: string) =>
      `We sent a link to ${email}. Open it by ${until} to confirm your visit; until then we hold the time for you.`,
    pendingWhy:
      'We ask so that nobody can book a visit in someone else’s name. If the e-mail does not arrive, check your spam folder or call us.',
  },

  /** A video visit's way in: the confirmation and My care (components/ui/video-join.tsx). */
  video: {
    join: 'Join your video visit',
    /** `when`: "Friday, November 27 at 9:45 AM CT". */
    opens: (when: string) => `The video room opens ${when}, 15 minutes before your visit.`,
  },

  /** One appointment, as the confirmation, the manage page and the reschedule read it back. */
  appointment: {
    visit: 'Visit',
    when: 'When',
    with: 'With',
    where: 'Where',
    status: 'Status',
    /** "Friday, November 27 at 9:00 AM CT". */
    at: (day: string, time: string, zone: string) => `${day} at ${time} ${zone}`,
    byPhone: 'By phone: we call you',
    byVideo: 'By video: your confirmation brings a secure link to join',
    statuses: {
      pending: 'Waiting for your confirmation',
      booked: 'Booked',
      cancelled: 'Cancelled',
      fulfilled: 'Took place',
      noshow: 'Missed',
    } satisfies Record<AppointmentStatus, string>,
  },

  /** /book/manage: one booking, from the mailed link or My care. */
  manage: {
    title: 'Your Visit — Renew Medical',
    metaDescription: 'See, reschedule or cancel your Renew Medical visit.',
    pageHeading: 'Manage your booking',
    heading: 'Your visit',
    loading: 'Loading your visit…',
    confirming: 'Confirming your visit…',
    loadFailed: 'Your visit could not be loaded. Check your connection and try again.',
    signIn: 'Sign in to see this visit.',
    signInLink: 'Sign in',
    bookVisit: 'Book a visit',
    changeUntil: (when: string) => `You can reschedule or cancel online until ${when}.`,
    confirmUntil: (when: string) =>
      `This visit waits for your confirmation: open the link in the e-mail we sent you by ${when}.`,
    confirmed:
      'Your visit is confirmed. We sent the details and a calendar invitation to you by e-mail.',
    reschedule: 'Reschedule',
    cancel: 'Cancel visit',
    cancelled: 'This visit is cancelled.',
    cancelledOn: (when: string) => `This visit was cancelled on ${when}.`,
    fulfilled: 'This visit took place. Your care team will be in touch about what comes next.',
    noshow: 'We missed you at this visit. Book a new time whenever you are ready.',
    bookAgain: 'Book another visit',

    rescheduleHeading: 'Choose a new time',
    keepTime: 'Keep the current time',
    moveHeading: 'Move your visit?',
    moveTo: (when: string, clinician: string) => `New time: ${when} with ${clinician}.`,
    confirmMove: 'Move my visit',
    moving: 'Moving…',
    chooseAnother: 'Choose another time',
    moved: 'Your visit is moved. We sent the new time to you by e-mail.',

    cancelTitle: 'Cancel this visit?',
    cancelBody: 'The time goes to someone else. You can book again whenever you like.',
    keep: 'Keep my visit',
    confirmCancel: 'Cancel visit',
    cancelling: 'Cancelling…',
    cancelDone: 'Your visit is cancelled. We sent a confirmation to you by e-mail.',

    unreachable:
      'We could not reach the clinic, so nothing changed. Check your connection and try again.',
    refused: 'That did not work. Please try again, or call us.',
  },
} as const

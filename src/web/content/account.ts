// The words of /account (docs/architecture.md, Patient accounts and the intake).
import { site } from './site'

export const accountCopy = {
  title: 'Your account',
  metaDescription:
    'Your Renew Medical account: your details, where your care stands, and your data.',
  intro: (email: string) => `Signed in as ${email}.`,
  loading: 'Loading your account…',
  loadFailed: 'Your account could not be loaded. Check your connection and try again.',
  retry: 'Try again',

  profile: {
    heading: 'Your details',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    phoneHint: 'So our care team can call you.',
    state: 'State of residence',
    stateNone: 'Choose a state',
    contact: 'How should we contact you?',
    contactOptions: { phone: 'Phone call', text: 'Text message', email: 'E-mail' },
    save: 'Save details',
    saving: 'Saving…',
    saved: 'Your details are saved.',
    failed: 'Your details could not be saved. Try again.',
    phoneInvalid: 'Enter a 10-digit US phone number, or leave it empty.',
    shipping: 'Shipping address',
    shippingHint: 'Checkout fills it in for you. We ship to the states listed.',
    line1: 'Street address',
    line2: 'Apartment, suite or unit (optional)',
    city: 'City',
    shipState: 'State',
    zip: 'ZIP code',
  },

  care: {
    heading: 'My care',
    empty:
      'Nothing here yet. Request a free consultation or start a health questionnaire, and you can follow it here.',
    next: { clinic: 'Next: Renew Medical', you: 'Next: you', done: 'Done' },
    consultationTitle: 'Consultation request',
    consultationStatus: {
      new: 'Received',
      contacted: 'We reached out',
      booked: 'Consultation booked',
      patient: 'You became a patient',
      closed: 'Closed',
    },
    callBy: (when: string) => `Our care team will call you by ${when}.`,
    callLate: `Our care team will call you soon. If you would rather not wait, call us at ${site.phone.display}.`,
    contacted: `We tried to reach you. Call us back at ${site.phone.display}, or answer our message.`,
    booked: 'Your consultation is booked. We look forward to seeing you.',
    patient: 'Welcome. Your care team stays in touch with you.',
    closed: `This request is closed. Call us at ${site.phone.display} if you need anything.`,
    intakeTitle: {
      'weight-loss': 'Health questionnaire: medical weight loss',
      'mens-health': 'Health questionnaire: men’s health',
    },
    intakeStatus: {
      'in-progress': 'Not sent yet',
      submitted: 'Sent for review',
      reviewed: 'Reviewed by a physician',
    },
    finishIntake: 'Finish your questionnaire and send it; we save your answers as you go.',
    continueIntake: 'Continue questionnaire',
    reviewBy: (when: string) => `A physician reviews your answers by ${when}.`,
    reviewed: 'A physician reviewed your answers.',
    readyVisitBooked: (when: string) =>
      `A physician reviewed your answers: you are ready for a consultation, and your visit is booked for ${when}.`,
    readyVisitPending: (when: string) =>
      `A physician reviewed your answers: you are ready for a consultation. Confirm your visit on ${when} with the link in the e-mail we sent you.`,
    noteFromPhysician: 'From your physician:',
    startHeading: 'Start a health questionnaire',
    startBody:
      'Answer a few questions online instead of waiting for a call. It takes about 10 minutes.',
    startWeightLoss: 'Medical weight loss',
    startMensHealth: 'Men’s health',
    /** Visits booked online (docs/architecture.md, Booking). */
    appointmentStatus: {
      pending: 'Waiting for your confirmation',
      booked: 'Visit booked',
      cancelled: 'Visit cancelled',
      fulfilled: 'Visit took place',
      noshow: 'Visit missed',
    },
    visitBooked: (when: string, clinician: string) => `Your visit: ${when} with ${clinician}`,
    visitCancelled: 'This visit was cancelled. Book a new time whenever you like.',
    visitPending: (until: string) =>
      `Confirm it with the link in the e-mail we sent you, by ${until}.`,
    visitFulfilled: 'Your visit took place. Your care team stays in touch about what comes next.',
    visitNoshow: `We missed you at this visit. Book a new time, or call us at ${site.phone.display}.`,
    manageVisit: 'Reschedule or cancel',
    bookAgain: 'Book a new time',
    bookBody:
      'Rather talk to us first? Pick a time for a free consultation by phone, a video visit or a visit in clinic.',
    bookLink: 'Book a consultation',
    unlinked:
      'Requests you sent before signing up appear here once your e-mail address is confirmed by a link we mail to you.',
    sendLink: 'Send me a confirmation link',
    linkSent: 'Check your inbox: open the link we sent to confirm your address.',
    linkFailed: 'The link could not be sent. Try again in a minute.',
  },

  guides: {
    heading: 'Your guides',
    empty: 'Guides you download appear here.',
    again: (title: string) => `Download ${title} again`,
  },

  newsletter: {
    heading: 'Newsletter',
    label: 'Send me the Renew Medical newsletter',
    on: 'You get the newsletter.',
    off: 'You do not get the newsletter.',
    unlinked: 'Confirm your e-mail address to manage the newsletter here.',
    failed: 'The newsletter setting could not be changed. Try again.',
  },

  data: {
    heading: 'My data',
    body: 'Download everything we hold about you, or delete your account.',
    export: 'Download my data (JSON)',
    exporting: 'Preparing…',
    exportFailed: 'Your data could not be downloaded. Try again.',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    consequences: [
      'Your account, your health questionnaires and their reviews are deleted at once.',
      'Consultation requests, guide downloads and the newsletter under your confirmed e-mail address are deleted too.',
      'You are signed out everywhere and cannot sign in again with this account.',
      'We keep a record that a deletion happened, by whom and when — never what was deleted.',
    ],
    password: 'Your password',
    confirm: 'Delete my account',
    cancel: 'Keep my account',
    deleting: 'Deleting…',
    deleted: 'Your account has been deleted.',
    wrongPassword: 'That password is not right.',
    failed: 'Your account could not be deleted. Try again.',
  },
} as const

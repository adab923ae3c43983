import { paths } from '@/config/paths'

import { clinicClaims, clinicFacts, factStat } from './clinic-facts'

// /consultation (docs/product.md, Consultation and other pages; docs/product.md, Lead forms).
// Toasts and field rules are the spec's words; the rest of the copy is ours. The lead form's labels
// are shared with the download form on /downloads. Figures come from clinic-facts.ts; the page
// says which way in gives what: a call can get a same-day appointment, a request sent online is
// answered within 24 hours.

type ToastCopy = { title: string; description: string }

/** The labels and messages of the lead form (consultation and guide download). */
export type LeadFormCopy = {
  firstName: string
  lastName: string
  email: string
  phone: string
  hearAboutUs: string
  hearAboutUsPlaceholder: string
  emailOptIn: string
  smsOptIn: string
  optInsLegend: string
  /** The visually hidden spam trap's label (screen readers never reach it: it sits in aria-hidden). */
  honeypot: string
  privacyNote: string
  privacyLinkLabel: string
  toasts: { unexpected: ToastCopy; rateLimited: ToastCopy }
}

export const leadFormCopy = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  hearAboutUs: 'How did you hear about us?',
  hearAboutUsPlaceholder: 'Select an option',
  emailOptIn: 'Email me health tips, program news and offers',
  smsOptIn: 'Text me appointment reminders and updates',
  optInsLegend: 'Stay in touch (optional)',
  honeypot: 'Leave this field empty',
  privacyNote: 'We use your details only to reply to you. Read our',
  privacyLinkLabel: 'privacy policy',
  toasts: {
    unexpected: {
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
    },
    rateLimited: {
      title: 'Error',
      description: 'Too many requests. Please wait a few minutes and try again.',
    },
  },
} as const satisfies LeadFormCopy

type ConsultationPage = {
  title: string
  description: string
  hero: {
    eyebrow: string
    heading: string
    lead: string
    highlights: readonly string[]
    callPrompt: string
    /** Booking a time online instead of sending the form. */
    bookOnline: { prompt: string; label: string }
    statsLabel: string
    stats: readonly { value: string; label: string; note?: string }[]
  }
  form: {
    heading: string
    intro: string
    submit: string
    submitting: string
    success: ToastCopy
    /** Shown under the form once a request is sent: what the visitor can do while they wait. */
    nextSteps: { heading: string; body: string; account: string; intake: string }
  }
  expect: {
    heading: string
    items: readonly { title: string; description: string }[]
    value: string
  }
  callInstead: {
    heading: string
    intro: string
    phoneLabel: string
    emailLabel: string
    hoursLabel: string
    findClinic: { label: string; href: string }
  }
  backHome: string
}

export const consultationPage = {
  title: 'Free Consultation | Renew Medical',
  description: `Request a free consultation with a board-certified Renew Medical physician. ${clinicClaims.sameDayByPhone}; request online and we contact you within ${clinicFacts.onlineReplyWithin.value}.`,
  hero: {
    eyebrow: `Free consultation · ${clinicClaims.consultationValue}`,
    heading: 'Schedule Your Free Consultation',
    // Short, so the form starts near the top on a phone; the figures follow it there.
    lead: 'Talk through your goals and health history with a board-certified physician, and leave with a plan that fits your life.',
    highlights: [
      'Board-certified physicians',
      clinicClaims.sameDayByPhone,
      'In clinic or by telehealth',
    ],
    callPrompt: clinicClaims.sameDayCallPrompt,
    bookOnline: { prompt: 'Rather pick a time yourself?', label: 'Book online' },
    statsLabel: 'Renew Medical in numbers',
    stats: [
      // Shown with what it counts: the home page's larger figure counts something else.
      factStat(clinicFacts.patientsTreated),
      factStat(clinicFacts.yearsInPractice),
      factStat(clinicFacts.satisfaction),
      factStat(clinicFacts.rating),
    ],
  },
  form: {
    heading: 'Request your consultation',
    intro: `Tell us how to reach you and our care team will contact you within ${clinicFacts.onlineReplyWithin.value} to find a time. ${clinicClaims.sameDayCallInstead}`,
    submit: 'Request Free Consultation',
    submitting: 'Submitting...',
    success: {
      title: 'Consultation Requested!',
      // The specification's exact words (docs/product.md, Lead forms), built from the fact.
      description: `We'll contact you within ${clinicFacts.onlineReplyWithin.value} to schedule your free consultation.`,
    },
    nextSteps: {
      heading: 'Your request is on its way',
      body: 'While you wait, you can follow your request online and answer the health questions a physician will ask.',
      account: 'Create an account to follow your request',
      intake: 'Complete the health questionnaire now',
    },
  },
  expect: {
    heading: 'What to expect',
    items: [
      {
        title: 'Comprehensive health assessment',
        description:
          'Your physician reviews your history, medications, goals and, where useful, recent labs.',
      },
      {
        title: 'Personalized treatment plan',
        description:
          'You leave with clear options: medication, nutrition, activity and follow-up, built around you.',
      },
      {
        title: 'No obligation',
        description: 'The consultation is free. Take the plan home and decide in your own time.',
      },
    ],
    value: `A ${clinicFacts.consultationValue.value} value, free of charge.`,
  },
  callInstead: {
    heading: 'Rather call instead?',
    intro: 'Our care team is happy to answer questions and book you in by phone.',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    hoursLabel: 'Hours',
    findClinic: { label: 'Find a clinic near you', href: paths.locations },
  },
  backHome: 'Back to home',
} as const satisfies ConsultationPage

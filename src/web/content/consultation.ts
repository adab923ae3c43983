// /consultation (docs/product.md, Consultation and other pages; docs/product.md, Lead forms).
// Toasts and field rules are the spec's words; the rest of the copy is ours. The lead form's labels
// are shared with the download form on /downloads.

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
    stats: readonly { value: string; label: string }[]
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
  }
  backHome: string
}

export const consultationPage = {
  title: 'Free Consultation | Renew Medical',
  description:
    'Request a free consultation with a board-certified Renew Medical physician. Same-day appointments; we contact you within 24 hours.',
  hero: {
    eyebrow: 'Free consultation · a $200 value',
    heading: 'Schedule Your Free Consultation',
    lead: 'Sit down with one of our board-certified physicians, talk through your goals and your health history, and leave with a plan that fits your life. More than 100,000 patients have started exactly here.',
    highlights: [
      'Board-certified physicians',
      'Same-day appointments available',
      'In clinic or by telehealth',
    ],
    callPrompt: 'Prefer to talk now? Call us at',
    bookOnline: { prompt: 'Rather pick a time yourself?', label: 'Book online' },
    statsLabel: 'Renew Medical in numbers',
    stats: [
      { value: '100,000+', label: 'patients cared for' },
      { value: '30+ years', label: 'of physician-led care' },
      { value: '95%', label: 'patient satisfaction' },
      { value: '4.9/5', label: 'from 5,000+ reviews' },
    ],
  },
  form: {
    heading: 'Request your consultation',
    intro:
      'Tell us how to reach you. A member of our care team will call within 24 hours to find a time that suits you.',
    submit: 'Request Free Consultation',
    submitting: 'Submitting...',
    success: {
      title: 'Consultation Requested!',
      description: "We'll contact you within 24 hours to schedule your free consultation.",
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
    value: 'A $200 value, free of charge.',
  },
  callInstead: {
    heading: 'Rather call instead?',
    intro: 'Our care team is happy to answer questions and book you in by phone.',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    hoursLabel: 'Hours',
  },
  backHome: 'Back to home',
} as const satisfies ConsultationPage

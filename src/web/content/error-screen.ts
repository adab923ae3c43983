// Shown by the root error boundary, which ships in the entry bundle: no marketing copy here.

type ErrorScreenCopy = {
  title: string
  heading: string
  body: string
  chunkHeading: string
  chunkBody: string
  reload: string
  homeLink: string
}

export const errorScreenCopy = {
  title: 'Something went wrong — Renew Medical',
  heading: 'Something went wrong',
  body: 'Sorry, this page could not be shown. Please try again, or go back to the home page.',
  chunkHeading: 'This page could not be loaded',
  chunkBody: 'Please check your connection and try again.',
  reload: 'Try again',
  homeLink: 'Return to Home',
} as const satisfies ErrorScreenCopy

// The home page's newsletter popup (docs/product.md, Newsletter popup). Timings and the storage key
// are the spec's; the words are ours.

type NewsletterPopupCopy = {
  /** localStorage key: once set, the popup never opens again in this browser. */
  storageKey: string
  /** The popup opens this long after the home page loads. */
  openDelayMs: number
  /** After a successful sign-up the thank-you shows this long, then the popup closes. */
  thankYouCloseMs: number
  eyebrow: string
  title: string
  description: string
  emailLabel: string
  emailPlaceholder: string
  submit: string
  submitting: string
  close: string
  privacy: string
  thankYou: { title: string; description: string }
}

export const newsletterPopup = {
  storageKey: 'hasSeenNewsletterPopup',
  openDelayMs: 8000,
  thankYouCloseMs: 2000,
  eyebrow: 'The Renew letter',
  title: 'Healthy habits, in your inbox',
  description:
    'One short e-mail a month from our physicians: practical weight-loss tips, recipes and clinic news. No spam, unsubscribe any time.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  close: 'Close',
  privacy: 'We only use your address to send this letter.',
  thankYou: {
    title: 'Thank you for subscribing!',
    description: 'Your first letter is on its way soon.',
  },
} as const satisfies NewsletterPopupCopy

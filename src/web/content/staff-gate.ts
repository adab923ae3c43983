// The gate's own words (docs/product.md, Access and the gate), exactly as the specification gives
// them, and nothing else. The gate's chunks import no other copy: the server serves them to anyone,
// so they must not carry the site's copy, contact details or routes
// (docs/decisions/007-staff-gate-code-split.md). The tagline is spelled here rather than read from
// site.ts, which would bring the phone number and hours along.

type ToastCopy = { title: string; description: string }

type StaffGateCopy = {
  title: string
  headline: string
  tagline: string
  cardTitle: string
  cardBody: string
  accessButton: string
  formTitle: string
  formBody: string
  back: string
  emailLabel: string
  passwordLabel: string
  submit: string
  submitting: string
  loadingForm: string
  toasts: {
    accessDenied: ToastCopy
    welcome: ToastCopy
    signInFailedTitle: string
    unexpected: ToastCopy
  }
}

export const staffGateCopy = {
  title: 'Authorized Access — Renew Medical',
  headline: 'Welcome to Renew Medical',
  tagline: 'Transform Your Life with Medical Weight Loss Excellence',
  cardTitle: 'Authorized Access Only',
  cardBody:
    'This site is not open to the public yet. Staff can sign in with the account they were given.',
  accessButton: 'Access Platform',
  formTitle: 'Authorized Access',
  formBody: 'Sign in with your staff account.',
  back: '← Back',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  loadingForm: 'Loading the sign-in form…',
  toasts: {
    accessDenied: {
      title: 'Access Denied',
      description: 'Invalid credentials. Please contact your administrator.',
    },
    welcome: { title: 'Welcome!', description: 'You have been signed in successfully.' },
    signInFailedTitle: 'Sign in failed',
    unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  },
} as const satisfies StaffGateCopy

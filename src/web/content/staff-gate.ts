// The gate's own words. This module ships in the entry bundle, which the server serves to
// anyone: it must hold no marketing copy (DESIGN.md §3).

type StaffGateCopy = {
  title: string
  headline: string
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
}

export const staffGateCopy = {
  title: 'Authorized Access — Renew Medical',
  headline: 'Welcome to Renew Medical',
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
} as const satisfies StaffGateCopy

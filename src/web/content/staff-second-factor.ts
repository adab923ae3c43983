// The words of the second sign-in step for staff (docs/product.md, Staff workspace). Like the
// gate's copy, this is served to anyone before sign-in, so it names no page, route or contact.

export const staffSecondFactorCopy = {
  enrolTitle: 'Set up two-step sign-in',
  enrolBody:
    'Staff accounts protect patient information, so each sign-in needs a code from an authenticator app on your phone as well as your password.',
  scanStep:
    'Scan this QR code with your authenticator app (for example 1Password, Google Authenticator or Microsoft Authenticator).',
  qrAlt: 'QR code that adds your Renew Medical staff account to an authenticator app',
  keyStep: 'Cannot scan? Enter this setup key in the app instead:',
  keyLabel: 'Setup key',
  codeStep: 'Then enter the 6-digit code the app shows.',
  preparing: 'Preparing your setup key…',
  prepareFailed: 'The setup could not be started. Please try again.',
  retry: 'Try again',
  codeTitle: 'Enter your sign-in code',
  codeBody: 'Open your authenticator app and enter the 6-digit code for Renew Medical.',
  codeLabel: '6-digit code',
  codeHint: 'The code changes every 30 seconds.',
  submit: 'Verify and continue',
  submitting: 'Verifying…',
  useAnotherAccount: 'Sign out',
  errors: {
    format: 'Enter the 6 digits from your authenticator app.',
    wrong:
      'That code did not match. Enter the newest code from the app; if it keeps failing, check that the time on your phone is set automatically.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    noFactor:
      'No authenticator app is set up for this account. Please ask an administrator to reset your two-step sign-in.',
    unexpected: 'The code could not be checked. Please try again.',
  },
  toasts: {
    enrolled: {
      title: 'Two-step sign-in is on',
      description: 'You will be asked for a code each time you sign in.',
    },
    verified: { title: 'Welcome!', description: 'You have been signed in successfully.' },
  },
} as const

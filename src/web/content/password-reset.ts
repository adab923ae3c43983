// Password recovery (docs/product.md, Sign-in and sign-up): the "Forgot password?" view of /auth
// and /auth/reset, the page the mailed link opens.

type PasswordResetCopy = {
  forgotLink: string
  forgot: {
    heading: string
    description: string
    submit: string
    submitting: string
    /** The one answer for every address, so the form never tells whether an account exists. */
    sent: string
    back: string
  }
  reset: {
    title: string
    metaDescription: string
    heading: string
    description: string
    checking: string
    newPasswordLabel: string
    confirmPasswordLabel: string
    submit: string
    submitting: string
    mismatch: string
    samePassword: string
    changed: { title: string; description: string }
  }
  invalidLink: {
    heading: string
    description: string
    sendNew: string
  }
  problems: {
    rateLimited: string
    network: string
    unexpected: string
  }
}

export const passwordResetCopy = {
  forgotLink: 'Forgot password?',
  forgot: {
    heading: 'Reset your password',
    description:
      "Enter your account's email address and we'll send you a link to choose a new one.",
    submit: 'Send reset link',
    submitting: 'Sending...',
    sent: "If an account exists for that address, we've sent a link to reset your password. The link works for one hour.",
    back: 'Back to sign in',
  },
  reset: {
    title: 'Set a New Password — Renew Medical',
    metaDescription: 'Choose a new password for your Renew Medical account.',
    heading: 'Set a new password',
    description: 'Choose a new password for your Renew Medical account.',
    checking: 'Checking your reset link...',
    newPasswordLabel: 'New password',
    confirmPasswordLabel: 'Confirm password',
    submit: 'Save new password',
    submitting: 'Saving...',
    mismatch: 'The passwords do not match',
    samePassword: 'Choose a password different from your current one.',
    changed: {
      title: 'Password changed',
      description: 'Your password has been changed. Other devices have been signed out.',
    },
  },
  invalidLink: {
    heading: 'This reset link is invalid or has expired.',
    description:
      'A reset link works once, for one hour, and only the newest one counts. Ask for a new link and open it from your email.',
    sendNew: 'Send a new link',
  },
  problems: {
    rateLimited: 'Too many attempts. Please wait a few minutes, then try again.',
    network: "We couldn't reach Renew Medical. Check your internet connection and try again.",
    unexpected: 'Something went wrong on our side. Please try again in a moment.',
  },
} as const satisfies PasswordResetCopy

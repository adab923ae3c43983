type AuthModeCopy = {
  heading: string
  description: string
  submit: string
  submitting: string
  switchPrompt: string
  switchLink: string
}

type AuthFormCopy = {
  title: string
  metaDescription: string
  signIn: AuthModeCopy
  signUp: AuthModeCopy
  fullNameLabel: string
  emailLabel: string
  passwordLabel: string
  passwordHint: string
  backHome: string
  /** Beside the form on wide screens: what an account is for. */
  accountPanel: { title: string; lead: string; items: readonly string[] }
}

export const authFormCopy = {
  title: 'Sign In — Renew Medical',
  metaDescription: 'Sign in to your Renew Medical account, or create one.',
  signIn: {
    heading: 'Sign In',
    description: 'Welcome back. Sign in to your Renew Medical account.',
    submit: 'Sign In',
    submitting: 'Signing In...',
    switchPrompt: "Don't have an account?",
    switchLink: 'Sign up',
  },
  signUp: {
    heading: 'Create Account',
    description: 'Create your Renew Medical account.',
    submit: 'Create Account',
    submitting: 'Creating Account...',
    switchPrompt: 'Already have an account?',
    switchLink: 'Sign in',
  },
  fullNameLabel: 'Full Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'Password must be at least 6 characters long',
  backHome: '← Back to Home',
  accountPanel: {
    title: 'Your care, in one place',
    lead: 'A Renew Medical account keeps everything between you and your care team private and together.',
    items: [
      'Book, move or cancel a visit in a clinic or by telehealth',
      'Fill in your health questionnaire before your first visit',
      'Request RM Naturals products and follow each order',
      'Download or delete your data whenever you choose',
    ],
  },
} as const satisfies AuthFormCopy

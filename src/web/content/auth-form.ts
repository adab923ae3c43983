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
} as const satisfies AuthFormCopy

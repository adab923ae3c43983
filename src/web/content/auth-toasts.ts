// Toast titles and bodies of the gate and /auth, exactly as spec §1, §5 and §8 give them.

type ToastCopy = { title: string; description: string }

type AuthToasts = {
  accessDenied: ToastCopy
  gateWelcome: ToastCopy
  welcomeBack: ToastCopy
  signInFailedTitle: string
  signUpFailedTitle: string
  unexpected: ToastCopy
  accountExists: ToastCopy
  signUpSuccess: ToastCopy
  errorTitle: string
}

export const authToasts = {
  accessDenied: {
    title: 'Access Denied',
    description: 'Invalid credentials. Please contact your administrator.',
  },
  gateWelcome: { title: 'Welcome!', description: 'You have been signed in successfully.' },
  welcomeBack: { title: 'Welcome back!', description: 'You have been signed in successfully.' },
  signInFailedTitle: 'Sign in failed',
  signUpFailedTitle: 'Sign up failed',
  unexpected: { title: 'Error', description: 'An unexpected error occurred. Please try again.' },
  accountExists: {
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  signUpSuccess: {
    title: 'Success!',
    description: 'Account created successfully. Please check your email for verification.',
  },
  errorTitle: 'Error',
} as const satisfies AuthToasts

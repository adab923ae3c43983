// Toast titles and bodies of /auth, exactly as the specification gives them
// (docs/product.md, Sign-in and sign-up). The gate's own toasts are in staff-gate.ts (the gate
// imports no other copy); the two that both show are read from there, so each is spelled once.
import { staffGateCopy } from './staff-gate'

type ToastCopy = { title: string; description: string }

type AuthToasts = {
  welcomeBack: ToastCopy
  signInFailedTitle: string
  signUpFailedTitle: string
  unexpected: ToastCopy
  accountExists: ToastCopy
  signUpSuccess: ToastCopy
  errorTitle: string
}

export const authToasts = {
  welcomeBack: { title: 'Welcome back!', description: 'You have been signed in successfully.' },
  signInFailedTitle: staffGateCopy.toasts.signInFailedTitle,
  signUpFailedTitle: 'Sign up failed',
  unexpected: staffGateCopy.toasts.unexpected,
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

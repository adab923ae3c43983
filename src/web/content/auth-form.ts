type AuthModeCopy = {
  heading: string
  description: string
  submit: string
  submitting: string
  switchPrompt: string
  switchLink: string
}

/** The reasons a page may give for sending a visitor to /auth. */
export const authReasons = ['intake', 'account'] as const
export type AuthReason = (typeof authReasons)[number]
/** The reasons that open sign-up: the visitor most likely has no account yet. */
export const signUpReasons: readonly AuthReason[] = ['intake']

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
  /**
   * Why a page sent the visitor here (`?reason=`), said above the form, which then opens on
   * sign-up. Only these known reasons are said: the address bar's words are never shown.
   */
  reasons: Record<AuthReason, string>
  /** Said in sign-in mode after a sign-up that mailed a confirmation link. */
  checkEmail: string
  /** Said on the page a confirmation link returned to. */
  emailConfirmed: string
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
  reasons: {
    intake:
      'Create an account, or sign in, to save your answers and send them to a physician. Until then they are kept only in this browser tab.',
    account:
      'Sign in, or create an account, to see My care: your visits, questionnaires and orders.',
  },
  checkEmail:
    'Almost there: we sent you a link to confirm your e-mail address. Open it in this browser and you come straight back to where you were.',
  emailConfirmed: 'Your e-mail address is confirmed, and you are signed in.',
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

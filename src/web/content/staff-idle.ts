// What a staff member is told before and after an idle session ends (docs/architecture.md, Staff
// accounts). Served with the gate's chunks, so it names no page or contact.

export const staffIdleCopy = {
  warningTitle: 'Are you still there?',
  warningBody:
    'To protect patient information, you will be signed out within a minute unless you continue.',
  stay: 'Stay signed in',
  signOutNow: 'Sign out now',
  signedOut: (minutes: number) => ({
    title: 'Signed out',
    description: `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
  }),
} as const

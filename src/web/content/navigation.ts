// Header labels (menus arrive with a later issue).

type HeaderCopy = {
  call: string
  consultation: string
  signIn: string
  signOut: string
}

export const headerCopy = {
  call: 'Call',
  consultation: 'Free Consultation',
  signIn: 'Sign In',
  signOut: 'Sign Out',
} as const satisfies HeaderCopy

import { paths } from '@/config/paths'

// The header's menus and labels (docs/product.md, Header and footer). Items and targets are exactly
// the spec's; the order is the order they are shown in.

type NavLink = { label: string; href: string }

type NavMenu = {
  /** Stable key, also used to build element ids. */
  id: string
  label: string
  /** Where the heading itself leads, for menus whose heading is a link. */
  href?: string
  items: readonly NavLink[]
}

export const mainNavigation = [
  {
    id: 'weight-loss',
    label: 'Weight Loss',
    items: [
      { label: 'GLP Elite', href: paths.weightLoss },
      { label: 'RM3', href: paths.rm3 },
      { label: 'Lifestyle', href: paths.lifestyle },
    ],
  },
  {
    id: 'mens-health',
    label: "Men's Health",
    href: paths.mensHealth,
    items: [
      { label: 'Testosterone', href: paths.testosterone },
      { label: 'Enclomiphene', href: paths.enclomiphene },
      { label: 'HairGrow Rx', href: paths.hairgrowRx },
      { label: 'ED Treatment', href: paths.edTreatment },
    ],
  },
  {
    id: 'rm-naturals',
    label: 'RM Naturals',
    href: paths.supplements,
    items: [
      { label: 'Supplements', href: paths.supplements },
      { label: 'Protein Shakes', href: paths.shakes },
      { label: 'Peptides', href: paths.peptides },
      { label: 'Other Naturals', href: paths.otherNaturals },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    items: [
      { label: 'Journal', href: paths.blog },
      { label: 'Articles', href: paths.articles },
      { label: 'Downloads', href: paths.downloads },
    ],
  },
] as const satisfies readonly NavMenu[]

type HeaderCopy = {
  navLabel: string
  call: string
  consultation: string
  signIn: string
  signOut: string
  /** A signed-in patient's own page, /account. */
  myCare: string
  /** The link staff see to the leads dashboard. */
  staffDashboard: string
  menu: string
  closeMenu: string
  /** Name of the button that opens a menu whose heading is a link, e.g. "Men's Health menu". */
  submenuToggle: (menuLabel: string) => string
}

export const headerCopy = {
  navLabel: 'Main',
  call: 'Call',
  consultation: 'Free Consultation',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  myCare: 'My care',
  staffDashboard: 'Leads',
  menu: 'Menu',
  closeMenu: 'Close menu',
  submenuToggle: (menuLabel) => `${menuLabel} menu`,
} as const satisfies HeaderCopy

/** The words of the small screens' bottom bar (components/layouts/mobile-bar.tsx). */
export type MobileBarCopy = {
  label: string
  call: string
  signIn: string
  signOut: string
  /** A signed-in patient's own page, /account. */
  myCare: string
  bookNow: string
}

export const mobileBarCopy = {
  label: 'Quick actions',
  call: 'Call',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  myCare: 'My care',
  bookNow: 'Book Now',
} as const satisfies MobileBarCopy

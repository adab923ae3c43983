import { paths } from '@/config/paths'

import { salesTerms } from './sales-terms'

// The footer (docs/product.md, Header and footer). Phone, e-mail and hours come from site.ts.

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'linkedin' | 'tiktok'

/** The footer's words and links; the SiteFooter component takes exactly this shape. */
export type FooterCopy = {
  about: string
  contactHeading: string
  /** The clinics by state (/locations), under the phone and e-mail. */
  locationsLink: { label: string; href: string }
  hoursHeading: string
  socialHeading: string
  socialLinks: readonly { network: SocialNetwork; name: string; href: string }[]
  /** Appended to a social link's name: the link opens in a new tab. */
  newTab: string
  legalHeading: string
  legalLinks: readonly { label: string; href: string }[]
  disclaimer: string
  copyright: string
}

export const footerCopy = {
  about:
    "Physician-supervised weight loss and men's health care, in our clinics and by telehealth.",
  contactHeading: 'Contact Us',
  locationsLink: { label: 'Find a clinic near you', href: paths.locations },
  hoursHeading: 'Hours',
  socialHeading: 'Follow Us',
  socialLinks: [
    { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/renewmedical' },
    { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/renewmedical' },
    { network: 'x', name: 'X', href: 'https://x.com/renewmedical' },
    { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@renewmedical' },
    {
      network: 'linkedin',
      name: 'LinkedIn',
      href: 'https://www.linkedin.com/company/renewmedical',
    },
    { network: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@renewmedical' },
  ],
  newTab: '(opens in a new tab)',
  legalHeading: 'Legal',
  legalLinks: [
    { label: 'Privacy Policy', href: paths.privacy },
    { label: 'Consumer Health Data Privacy Policy', href: paths.consumerHealthData },
  ],
  // Both statements of the specification, each saying what it covers (docs/product.md, Header and
  // footer): programs and treatments are final sales; unopened shop products carry the guarantee.
  disclaimer: `${salesTerms.finalSales}. Unopened RM Naturals shop products carry our ${salesTerms.guarantee}.`,
  copyright: '© 2024 Renew Medical. All rights reserved.',
} as const satisfies FooterCopy

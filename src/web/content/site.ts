type SiteConfig = {
  brand: string
  tagline: string
  phone: { display: string; tel: string }
  email: string
  hours: readonly string[]
}

export const site = {
  brand: 'Renew Medical',
  tagline: 'Transform Your Life with Medical Weight Loss Excellence',
  phone: { display: '(800) 555-0142', tel: '+18005550142' },
  email: 'care@renewmedical.example',
  hours: ['Mon-Fri 8AM-6PM', 'Sat 9AM-3PM'],
} as const satisfies SiteConfig

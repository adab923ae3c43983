import { CLINIC_PHONE } from '@shared/clinic'

import { brand } from './brand'

type SiteConfig = {
  brand: string
  tagline: string
  phone: { display: string; tel: string }
  email: string
  hours: readonly string[]
  /** The same hours for machines (schema.org opening hours, 24-hour clock). */
  openingHours: readonly {
    days: readonly (
      'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'
    )[]
    opens: string
    closes: string
  }[]
}

export const site = {
  brand,
  tagline: 'Transform Your Life with Medical Weight Loss Excellence',
  phone: CLINIC_PHONE,
  email: 'care@renewmedical.example',
  hours: ['Mon-Fri 8AM-6PM', 'Sat 9AM-3PM'],
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], opens: '09:00', closes: '15:00' },
  ],
} as const satisfies SiteConfig

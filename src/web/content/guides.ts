// The text of the six free guides on /downloads. scripts/build-guides.ts turns each into a PDF
// at build time (standard PDF fonts: every character here must be in the WinAnsi set, so the
// text sticks to plain ASCII quotes and dashes). General education, reviewed for accuracy; the
// disclaimer below is printed in every guide.
import type { DownloadResourceId } from '@shared/leads'

import { clinicClaims, clinicFacts } from './clinic-facts'
import type { Guide } from './guide-types'
import { hormoneOptimization, mensHealthToolkit } from './guides-mens-health'
import { mealPrepGuide, weightLossGuide } from './guides-weight-loss'
import { lifestyleBlueprint, supplementGuide } from './guides-wellness'

export type { Guide, GuideBlock, GuideSection } from './guide-types'

export const guideEdition = { label: '2026 edition', date: '2026-01-15T00:00:00Z' } as const

export const guideCopy = {
  brand: 'RENEW MEDICAL',
  coverKicker: 'Free guide',
  coverFooter: 'Written and reviewed by the physicians of Renew Medical',
  inThisGuide: 'In this guide',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  nextStepHeading: 'Your next step',
  nextStep: `A guide is a start. In a free consultation (${clinicClaims.consultationValue}) one of our board-certified physicians reviews your health, goals and labs, and builds a plan that fits your life. ${clinicClaims.sameDayByPhone}; online requests are answered within ${clinicFacts.onlineReplyWithin.value}.`,
  contactHeading: 'Contact Renew Medical',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursLabel: 'Hours',
  disclaimerHeading: 'Medical disclaimer',
  disclaimer:
    'This guide is general health education. It is not medical advice and does not replace a consultation with a physician who knows your history. Do not start, stop or change any medication, supplement, diet or exercise program because of this guide without talking to your doctor first, especially if you are pregnant or breastfeeding, take prescription medicines, or live with a chronic condition. If you think you may have a medical emergency, call 911 or your local emergency number.',
} as const

export const guides = {
  'weight-loss-guide': weightLossGuide,
  'mens-health-toolkit': mensHealthToolkit,
  'meal-prep-guide': mealPrepGuide,
  'hormone-optimization': hormoneOptimization,
  'supplement-guide': supplementGuide,
  'lifestyle-blueprint': lifestyleBlueprint,
} as const satisfies Record<DownloadResourceId, Guide>

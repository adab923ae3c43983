// One complete intake per program that is likely a fit, for tests: each test changes the one
// answer it is about, so a rule is seen alone. The server's and the pages' tests may use them too.
import { HEALTH_DATA_COLLECTION_CONSENT, HEALTH_DATA_SHARING_CONSENT } from './consents'
import type { IntakeAnswers, IntakeProgram } from './questionnaire'

const consents = {
  [HEALTH_DATA_COLLECTION_CONSENT.id]: HEALTH_DATA_COLLECTION_CONSENT.version,
  [HEALTH_DATA_SHARING_CONSENT.id]: HEALTH_DATA_SHARING_CONSENT.version,
} as const

export const exampleIntakeAnswers = {
  /** A woman of 46 on 2026-11-20 in Texas, 5′4″ and 200 lb (BMI 34.3), no conditions. */
  'weight-loss': {
    'date-of-birth': '1980-05-04',
    'sex-at-birth': 'female',
    state: 'TX',
    'height-feet': 5,
    'height-inches': 4,
    'weight-pounds': 200,
    conditions: ['none'],
    'mtc-men2-history': false,
    pregnancy: false,
    'weight-loss-medication-before': false,
    'surgeries-any': false,
    'medications-none': true,
    'allergies-any': false,
    'goal-weight': 160,
    'what-matters-most': 'energy',
    ...consents,
  },
  /** A man of 46 on 2026-11-20 in Oklahoma, 6′0″ and 210 lb, with low energy and sex drive. */
  'mens-health': {
    'date-of-birth': '1980-05-04',
    'sex-at-birth': 'male',
    state: 'OK',
    'height-feet': 6,
    'height-inches': 0,
    'weight-pounds': 210,
    conditions: ['none'],
    'prostate-or-breast-cancer': false,
    'high-hematocrit': false,
    'recent-heart-attack-or-stroke': false,
    'testosterone-before': false,
    'weight-loss-medication-before': false,
    'surgeries-any': false,
    'testosterone-tested-recently': false,
    'medications-none': true,
    'allergies-any': false,
    symptoms: ['low-energy', 'low-libido'],
    'main-goal': 'energy',
    'fertility-wish': false,
    ...consents,
  },
} as const satisfies { readonly [P in IntakeProgram]: IntakeAnswers<P> }

// The two consents at the end of the intake. Washington's My Health My Data Act (RCW 19.373.030)
// asks for consent to collect consumer health data and, separately and distinctly, consent to
// share it; so they are two questions with their own text, both required. Each text has its own
// version: the stored answer is the version the patient agreed to, so the record shows what
// they read. Change a text → give it a new version (a draft that agreed to the old one has to
// agree again; see `missingAnswers`).

export interface IntakeConsent {
  /** The question's id (FHIR linkId). */
  readonly id: string
  /** Version of this consent's text; the answer records it. */
  readonly version: string
  readonly title: string
  /** What the patient agrees to, in full: shown next to the checkbox. */
  readonly text: string
  /** The checkbox's label. */
  readonly agree: string
}

export const HEALTH_DATA_COLLECTION_CONSENT = {
  id: 'consent-collect-health-data',
  version: '2026-11-1',
  title: 'Collecting your health information',
  text:
    'I consent to Renew Medical collecting and using the health information I give in this form — ' +
    'such as my medical history, medicines, height and weight — so that a physician can decide ' +
    'whether a treatment is right for me and provide my care. I can withdraw this consent at any ' +
    'time by contacting Renew Medical.',
  agree: 'I agree to Renew Medical collecting my health information',
} as const satisfies IntakeConsent

export const HEALTH_DATA_SHARING_CONSENT = {
  id: 'consent-share-with-physician',
  version: '2026-11-1',
  title: 'Sharing it with your physician',
  text:
    'I consent to Renew Medical sharing the health information I give in this form with the ' +
    'physician who reviews it and treats me, only for my care. I can withdraw this consent at any ' +
    'time by contacting Renew Medical.',
  agree: 'I agree to Renew Medical sharing my health information with my physician',
} as const satisfies IntakeConsent

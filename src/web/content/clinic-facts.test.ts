import { SERVED_STATES } from '@shared/clinic'

import productDoc from '../../../docs/product.md?raw'
import { shopCopy } from './catalogues/shop-copy'
import { clinicFacts } from './clinic-facts'
import { consultationPage } from './consultation'
import { footerCopy } from './footer'
import { clinicLocations } from './locations'
import { salesTerms } from './sales-terms'

// Each figure about the practice is held once, in clinic-facts.ts (docs/product.md, Claims and
// figures), and every page builds its words from it. This reads the source of every content
// module, feature and route and fails where a figure is spelled out instead, so two pages can no
// longer state it two ways.

/** The source of every content module, feature and route, by its path under src/web/. */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        '/src/web/content/**/*.{ts,tsx}',
        '/src/web/features/**/*.{ts,tsx}',
        '/src/web/app/routes/**/*.{ts,tsx}',
        '!/src/web/**/*.test.{ts,tsx}',
      ],
      { query: '?raw', import: 'default', eager: true },
    ),
  ).map(([file, source]) => [file.replace(/^\/src\/web\//, ''), source]),
)

/** How each fact looks when someone types it out again. */
const spelledFigures: readonly { fact: string; pattern: RegExp }[] = [
  { fact: 'livesTransformed', pattern: /250,000/ },
  { fact: 'patientsTreated', pattern: /100,000\+|100,000 patients/i },
  { fact: 'yearsInPractice', pattern: /30\+/ },
  { fact: 'satisfaction', pattern: /\b95%/ },
  { fact: 'rating', pattern: /4\.9\s*(?:\/|out of)\s*5/ },
  { fact: 'reviewCount', pattern: /5,000\+|5,000 reviews/i },
  { fact: 'clinicLocations', pattern: /\b17 (?:physical |clinic )?(?:clinics?|locations?)\b/i },
  { fact: 'clinicLocations', pattern: /value: '17'/ },
  { fact: 'statesOnline', pattern: /\b(?:4|four) states\b/i },
  { fact: 'statesOnline', pattern: /value: '4',\s*label: '[^']*states/i },
  { fact: 'telemedicineLaunched', pattern: /(?:since|in) 2020\b|'2020'/i },
  { fact: 'consultationValue', pattern: /\$200\b/ },
  { fact: 'rm3ConsultationValue', pattern: /\$300\b/ },
  { fact: 'onlineReplyWithin', pattern: /within 24 hours/i },
  // Not a figure, but a claim that must say which way in it is about (clinicClaims).
  { fact: 'sameDayByPhone', pattern: /same-day/i },
]

/**
 * Figures that look like the practice's but are something else, each named with why. They are
 * cut out of the file's text before it is scanned, so anything else in the file still counts.
 */
const notTheClinicsFigures: Record<string, readonly string[]> = {
  // The treatment pages' own stats (docs/product.md, Program and treatment pages: "each treatment
  // page has its own stats"): ED's success rate, and HairGrow Rx's satisfaction, which the home
  // page's hair-growth section repeats beside its other HairGrow Rx figures.
  'content/ed-treatment.ts': ["{ value: '95%', label: 'Success rate' }"],
  'content/hairgrow-rx.ts': ["{ value: '95%', label: 'Satisfaction' }"],
  'content/home-spotlights.ts': ["{ value: '95%', label: 'satisfaction' }"],
  // A supplement's standardized extract, not a satisfaction figure.
  'content/catalogues/product-facts-other-naturals.ts': ['95% curcuminoids', '95% piperine'],
  'content/catalogues/other-naturals.ts': ['95% curcuminoids'],
}

/** The file's code and strings, without its comments (which may cite a figure to explain it). */
function codeOf(file: string): string {
  let code = (sources[file] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  for (const allowed of notTheClinicsFigures[file] ?? []) code = code.replaceAll(allowed, '')
  return code
}

test('every figure about the practice is spelled only in clinic-facts.ts', () => {
  const files = Object.keys(sources)
  expect(files).toContain('content/home.ts')
  expect(files).toContain('app/routes/consultation.tsx')

  const found: string[] = []
  for (const file of files) {
    if (file === 'content/clinic-facts.ts') continue
    const code = codeOf(file)
    for (const { fact, pattern } of spelledFigures) {
      const match = code.match(pattern)
      if (match) found.push(`${file}: "${match[0]}" (use clinicFacts.${fact} or clinicClaims)`)
    }
  }
  expect(found).toEqual([])
})

test('each exception still exists, so none is left behind to hide a figure', () => {
  for (const [file, allowed] of Object.entries(notTheClinicsFigures)) {
    for (const text of allowed) expect(sources[file], `${file}: ${text}`).toContain(text)
  }
})

test('the clinic count equals the length of the locations list, and the states the served states', () => {
  expect(clinicLocations).toHaveLength(17)
  expect(clinicFacts.clinicLocations.value).toBe(String(clinicLocations.length))
  expect(new Set(clinicLocations.map((clinic) => clinic.id)).size).toBe(clinicLocations.length)
  // Every clinic is in a state the practice serves, and every served state has one.
  const served = SERVED_STATES.map((state) => state.code)
  for (const clinic of clinicLocations) expect(served).toContain(clinic.state)
  for (const code of served) {
    expect(clinicLocations.some((clinic) => clinic.state === code)).toBe(true)
  }
  expect(clinicFacts.statesOnline.value).toBe(String(SERVED_STATES.length))
  expect(clinicFacts.statesOnline.value).toBe('4')
})

test('the facts are the figures docs/product.md allows', () => {
  const claims = productDoc.slice(
    productDoc.indexOf('## Claims and figures'),
    productDoc.indexOf('## Access'),
  )
  for (const fact of Object.values(clinicFacts)) {
    expect(claims, `${fact.label}: ${fact.value}`).toContain(fact.value)
  }
})

test('the two counts of people each say what they count', () => {
  const { livesTransformed, patientsTreated } = clinicFacts
  expect(livesTransformed.definition).toMatch(/program or class/)
  expect(patientsTreated.definition).toMatch(/treated in person or by telehealth/)
  expect(livesTransformed.definition).not.toBe(patientsTreated.definition)
})

test('the texts the specification quotes stay exact, built from the facts', () => {
  expect(consultationPage.form.success).toEqual({
    title: 'Consultation Requested!',
    description: "We'll contact you within 24 hours to schedule your free consultation.",
  })
  // The footer keeps "all sales are final, no refunds" and says what it covers; the shop keeps
  // its 30-day money-back guarantee and says what that covers.
  expect(footerCopy.disclaimer).toMatch(/^All sales are final, with no refunds, on programs/)
  expect(footerCopy.disclaimer).toContain('30-day money-back guarantee')
  expect(shopCopy.cart.guarantee).toBe(`${salesTerms.guarantee} ${salesTerms.guaranteeScope}`)
  expect(shopCopy.cart.guarantee).toMatch(/^30-day money-back guarantee on unopened products$/)
})

test('the consultation page says which way in gives a same-day appointment and which a reply', () => {
  const { hero, form } = consultationPage
  expect(hero.highlights).toContain('Same-day appointments when you call')
  expect(hero.callPrompt).toMatch(/same-day appointment, call/)
  expect(form.intro).toMatch(/contact you within 24 hours/)
  expect(form.intro).toMatch(/same-day appointment\? Call us/)
})

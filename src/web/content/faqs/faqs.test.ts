import type { FaqCopy } from '../program-pages'
import { edTreatmentFaq } from './ed-treatment'
import { enclomipheneFaq } from './enclomiphene'
import { hairgrowRxFaq } from './hairgrow-rx'
import { lifestyleFaq } from './lifestyle'
import { mensHealthFaq } from './mens-health'
import { rm3Faq } from './rm3'
import { testosteroneFaq } from './testosterone'
import { weightLossFaq } from './weight-loss'

// Every page's questions as the FTC would read them (docs/product.md, Claims and figures): no
// cure, no promised result, results that vary, a physician who decides, and side effects
// wherever a medication is named.

const faqs: Record<string, FaqCopy> = {
  '/weight-loss': weightLossFaq,
  '/rm3': rm3Faq,
  '/lifestyle': lifestyleFaq,
  '/mens-health': mensHealthFaq,
  '/ed-treatment': edTreatmentFaq,
  '/testosterone': testosteroneFaq,
  '/enclomiphene': enclomipheneFaq,
  '/hairgrow-rx': hairgrowRxFaq,
}

const medications =
  /\b(semaglutide|tirzepatide|GLP-1 medication|sildenafil|tadalafil|testosterone therapy|enclomiphene|finasteride|minoxidil)\b/i

describe.each(Object.entries(faqs))('%s', (_path, faq) => {
  const text = faq.items.map((item) => `${item.question} ${item.answer}`).join(' ')

  test('has 5–8 distinct questions, each answered in one paragraph', () => {
    expect(faq.items.length).toBeGreaterThanOrEqual(5)
    expect(faq.items.length).toBeLessThanOrEqual(8)
    expect(new Set(faq.items.map((item) => item.question)).size).toBe(faq.items.length)
    for (const item of faq.items) {
      expect(item.question).toMatch(/\?$/)
      expect(item.answer).not.toMatch(/\n/)
      expect(item.answer.length).toBeGreaterThan(60)
    }
    expect(faq.id).toBe('faq')
  })

  test('claims no cure and promises no result', () => {
    expect(text.replace(/do not cure/g, '')).not.toMatch(/\bcure/i)
    // "Guarantee" only ever in "no result is guaranteed".
    expect(text.replace(/no result is guaranteed/gi, '')).not.toMatch(/guarantee/i)
    expect(text).not.toMatch(/\b(100%|always works|permanent(ly)?|miracle)\b/i)
  })

  test('leaves the decision to a physician', () => {
    expect(text).toMatch(/physician[^.]* (decides|chooses|explains|can tell|set realistic goals)/)
  })

  test('names side effects wherever it names a medication', () => {
    if (medications.test(text)) expect(text).toMatch(/side effects/i)
  })
})

test('pages that talk about outcomes say results vary', () => {
  for (const faq of [
    weightLossFaq,
    rm3Faq,
    lifestyleFaq,
    edTreatmentFaq,
    testosteroneFaq,
    enclomipheneFaq,
    hairgrowRxFaq,
  ]) {
    expect(faq.items.map((item) => item.answer).join(' ')).toMatch(/[Rr]esults vary/)
  }
})

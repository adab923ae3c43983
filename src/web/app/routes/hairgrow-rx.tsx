import { hairgrowRxFaq } from '@/content/faqs/hairgrow-rx'
import { hairgrowRxPage as page } from '@/content/hairgrow-rx'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { hairgrowRxPricing } from '@/content/treatment-prices'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { FaqSection } from '@/features/marketing/faq-section'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { SplitSection } from '@/features/marketing/split-section'
import { Timeline } from '@/features/marketing/timeline'
import { TreatmentLayout } from '@/features/marketing/treatment-layout'

/**
 * /hairgrow-rx: hero, explanation, four technology cards, treatment features, four steps, the
 * results timeline (where the hero's "what to expect" leads), price, questions, stats
 * (docs/product.md, Program and treatment pages).
 */
export function Component() {
  const { explanation, technology, features, process, timeline } = page

  return (
    <TreatmentLayout page={page} poster={heroMedia.rm3.poster}>
      <SplitSection
        copy={explanation}
        columns="heading-wide"
        aside={
          <Callout
            tone="amber"
            icon={explanation.safety.icon}
            title={explanation.safety.title}
            className="lg:mt-10"
          >
            <Paragraphs paragraphs={explanation.safety.body} />
          </Callout>
        }
      />

      <CopySection copy={technology} tone="mist">
        <BenefitGrid className="mt-12" columns={4} items={technology.items} />
      </CopySection>

      <CopySection copy={features}>
        <CheckList className="mx-auto mt-10 max-w-4xl" items={features.items} />
      </CopySection>

      <CopySection copy={process} tone="mist">
        <ProcessSteps className="mt-12" steps={process.steps} stepLabel={labels.stepLabel} />
      </CopySection>

      <CopySection copy={timeline}>
        <Timeline className="mx-auto mt-12 max-w-3xl" entries={timeline.entries} />
      </CopySection>

      <PricePanel copy={hairgrowRxPricing} tone="mist" />
      <FaqSection copy={hairgrowRxFaq} />
    </TreatmentLayout>
  )
}

import { edTreatmentPage as page } from '@/content/ed-treatment'
import { edTreatmentFaq } from '@/content/faqs/ed-treatment'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { edTreatmentPricing } from '@/content/treatment-prices'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { FaqSection } from '@/features/marketing/faq-section'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { SplitSection } from '@/features/marketing/split-section'
import { TreatmentLayout } from '@/features/marketing/treatment-layout'
import { TreatmentOptions } from '@/features/marketing/treatment-options'

/**
 * /ed-treatment: hero, explanation with confidentiality note, causes with the good-news panel,
 * treatment options with eight benefits, four steps, price, questions, stats banner with the HIPAA
 * note (docs/product.md, Program and treatment pages).
 */
export function Component() {
  const { explanation, causes, treatments, process } = page

  return (
    <TreatmentLayout page={page} poster={heroMedia.mensHealth.poster}>
      <SplitSection
        copy={explanation}
        columns="heading-wide"
        aside={
          <Callout
            icon={explanation.confidentiality.icon}
            title={explanation.confidentiality.title}
            className="lg:mt-10"
          >
            <Paragraphs paragraphs={explanation.confidentiality.body} />
          </Callout>
        }
      />

      <CopySection copy={causes} tone="mist">
        <BenefitGrid className="mt-12" items={causes.items} />
        <Callout
          tone="navy"
          icon={causes.goodNews.icon}
          title={causes.goodNews.title}
          className="mx-auto mt-10 max-w-4xl"
        >
          <Paragraphs paragraphs={causes.goodNews.body} />
        </Callout>
      </CopySection>

      <CopySection copy={treatments}>
        <TreatmentOptions
          className="mt-12"
          options={treatments.options}
          durationLabel={labels.durationLabel}
        />
        <Callout
          tone="amber"
          icon={treatments.safety.icon}
          title={treatments.safety.title}
          className="mt-8"
        >
          <Paragraphs paragraphs={treatments.safety.body} />
        </Callout>
        <div className="mt-14 rounded-2xl bg-mist p-6 sm:p-10">
          <h3 className="text-2xl font-bold text-navy">{treatments.benefitsTitle}</h3>
          <CheckList className="mt-6" items={treatments.benefits} />
        </div>
      </CopySection>

      <CopySection copy={process} tone="mist">
        <ProcessSteps className="mt-12" steps={process.steps} stepLabel={labels.stepLabel} />
      </CopySection>

      <PricePanel copy={edTreatmentPricing} />
      <FaqSection copy={edTreatmentFaq} tone="mist" />
    </TreatmentLayout>
  )
}

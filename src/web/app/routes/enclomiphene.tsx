import { enclomiphenePage as page } from '@/content/enclomiphene'
import { enclomipheneFaq } from '@/content/faqs/enclomiphene'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { enclomiphenePricing } from '@/content/treatment-prices'
import { ActionLink } from '@/features/marketing/action-links'
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

/**
 * /enclomiphene: hero, what it is, benefit cards, key advantages, four steps, expected benefits,
 * price, questions, stats (docs/product.md, Program and treatment pages).
 */
export function Component() {
  const { whatItIs, benefits, advantages, process, expected } = page

  return (
    <TreatmentLayout page={page} poster={heroMedia.mensHealth.poster}>
      <SplitSection
        copy={whatItIs}
        columns="halves"
        aside={
          <div className="flex flex-col gap-6 lg:pt-10">
            <CheckList className="rounded-2xl bg-mist p-6" items={whatItIs.facts} columns={1} />
            <Callout tone="amber" icon={whatItIs.regulatory.icon} title={whatItIs.regulatory.title}>
              <Paragraphs paragraphs={whatItIs.regulatory.body} />
            </Callout>
          </div>
        }
      />

      <CopySection copy={benefits} tone="mist">
        <BenefitGrid className="mt-12" columns={4} items={benefits.items} />
      </CopySection>

      <CopySection copy={advantages}>
        <CheckList className="mx-auto mt-10 max-w-4xl" items={advantages.items} />
      </CopySection>

      <CopySection copy={process} tone="mist">
        <ProcessSteps className="mt-12" steps={process.steps} stepLabel={labels.stepLabel} />
      </CopySection>

      <SplitSection
        copy={expected}
        columns="halves-centred"
        aside={
          <div className="flex flex-col items-start gap-8 rounded-2xl bg-mist p-6 sm:p-8">
            <CheckList items={expected.items} columns={1} />
            <ActionLink action={expected.action} />
          </div>
        }
      />

      <PricePanel copy={enclomiphenePricing} tone="mist" />
      <FaqSection copy={enclomipheneFaq} />
    </TreatmentLayout>
  )
}

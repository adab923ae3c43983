import { lifestyleFaq } from '@/content/faqs/lifestyle'
import { lifestylePage as page } from '@/content/lifestyle'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { lifestylePricing } from '@/content/treatment-prices'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { CtaBand } from '@/features/marketing/cta-band'
import { FaqSection } from '@/features/marketing/faq-section'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { ProgramPageLayout } from '@/features/marketing/program-page-layout'
import { SplitSection } from '@/features/marketing/split-section'
import { StatsBanner } from '@/features/marketing/stats-banner'

/**
 * /lifestyle: hero with video, holistic approach, benefits and stats, four-step journey, price,
 * questions, call to action (docs/product.md, Program and treatment pages).
 */
export function Component() {
  const { approach, benefits, journey, cta } = page

  return (
    <ProgramPageLayout
      page={page}
      poster={heroMedia.lifestyle.poster}
      video={{ bucket: heroMedia.bucket, files: [heroMedia.lifestyle.file] }}
    >
      <CopySection copy={approach}>
        <BenefitGrid className="mt-12" columns={4} items={approach.pillars} />
      </CopySection>

      <SplitSection
        copy={benefits}
        tone="mist"
        columns="halves-centred"
        under={<CheckList items={benefits.items} columns={1} />}
        aside={
          <StatsBanner
            className="rounded-2xl bg-navy px-4 py-10 text-white lg:[&>div]:basis-[40%]"
            stats={benefits.stats}
          />
        }
      />

      <CopySection copy={journey}>
        <ProcessSteps className="mt-12" steps={journey.steps} stepLabel={labels.stepLabel} />
      </CopySection>

      <PricePanel copy={lifestylePricing} tone="mist" />
      <FaqSection copy={lifestyleFaq} />

      <CtaBand id="get-started" title={cta.title} text={cta.text}>
        <ActionLinks actions={cta.actions} />
      </CtaBand>
    </ProgramPageLayout>
  )
}

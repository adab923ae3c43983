import { mensHealthFaq } from '@/content/faqs/mens-health'
import { mensHealthPage as page, mensHealthTestimonials } from '@/content/mens-health'
import { heroMedia } from '@/content/program-pages'
import { mensHealthPricing } from '@/content/treatment-prices'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { CtaBand } from '@/features/marketing/cta-band'
import { FaqSection } from '@/features/marketing/faq-section'
import { IntakeInvite } from '@/features/marketing/intake-invite'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProgramPageLayout, ProgramTestimonials } from '@/features/marketing/program-page-layout'
import { SplitSection } from '@/features/marketing/split-section'
import { StatsBanner } from '@/features/marketing/stats-banner'

/**
 * /mens-health: hero with video, why choose, four services, vitality benefits and stats,
 * testimonials, price, questions, call to action to /free-consultation (docs/product.md, Program
 * and treatment pages).
 */
export function Component() {
  const { whyChoose, services, vitality, testimonials, cta } = page

  return (
    <ProgramPageLayout
      page={page}
      poster={heroMedia.mensHealth.poster}
      video={{ bucket: heroMedia.bucket, files: [heroMedia.mensHealth.file] }}
    >
      <CopySection copy={whyChoose}>
        <BenefitGrid className="mt-12" columns={4} items={whyChoose.reasons} />
      </CopySection>

      <CopySection copy={services} tone="mist">
        <BenefitGrid className="mt-12" columns={4} items={services.items} />
      </CopySection>

      <SplitSection
        copy={vitality}
        columns="halves-centred"
        under={<CheckList items={vitality.benefits} />}
        aside={
          <StatsBanner
            className="rounded-2xl bg-navy px-4 py-10 text-white lg:[&>div]:basis-[40%]"
            stats={vitality.stats}
          />
        }
      />

      <ProgramTestimonials copy={testimonials} testimonials={mensHealthTestimonials} />

      <PricePanel copy={mensHealthPricing} />
      <FaqSection copy={mensHealthFaq} tone="mist" />

      <CtaBand id="get-started" title={cta.title} text={cta.text}>
        <ActionLinks actions={cta.actions} />
        <IntakeInvite program="mens-health" />
      </CtaBand>
    </ProgramPageLayout>
  )
}

import { weightLossFaq } from '@/content/faqs/weight-loss'
import {
  clinicContact,
  heroMedia,
  liveChatCopy,
  programPageLabels as labels,
} from '@/content/program-pages'
import { weightLossPricing } from '@/content/treatment-prices'
import { weightLossPage as page, weightLossTestimonials } from '@/content/weight-loss'
import { ActionLink, ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { ContactPanel } from '@/features/marketing/contact-panel'
import { CopySection } from '@/features/marketing/copy-section'
import { CtaBand } from '@/features/marketing/cta-band'
import { FactTiles } from '@/features/marketing/fact-tiles'
import { FaqSection } from '@/features/marketing/faq-section'
import { IntakeInvite } from '@/features/marketing/intake-invite'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProgramCards } from '@/features/marketing/program-cards'
import { ProgramPageLayout, ProgramTestimonials } from '@/features/marketing/program-page-layout'
import { SplitSection } from '@/features/marketing/split-section'
import { StatsBanner } from '@/features/marketing/stats-banner'

/** /weight-loss: hero, GLP Elite, programs, credentials, testimonials, what the prices cover,
 * questions, call to action (docs/product.md, Program and treatment pages). */
export function Component() {
  const { glpElite, programs, credentials, testimonials, cta } = page

  return (
    <ProgramPageLayout
      page={page}
      poster={heroMedia.weightLoss.poster}
      // The spec's weight-loss video has several possible names; the first the bucket serves plays.
      video={{ bucket: heroMedia.bucket, files: heroMedia.weightLoss.candidates }}
    >
      <SplitSection
        copy={glpElite}
        columns="halves"
        aside={
          <div className="flex flex-col gap-6">
            <FactTiles facts={glpElite.facts} />
            <Callout icon={glpElite.safety.icon} title={glpElite.safety.title}>
              <Paragraphs paragraphs={glpElite.safety.body} />
            </Callout>
          </div>
        }
      >
        <BenefitGrid className="mt-12" columns={4} items={glpElite.benefits} />
      </SplitSection>

      <CopySection copy={programs} tone="mist">
        <ProgramCards
          className="mt-14"
          programs={programs.items}
          action={programs.action}
          popularLabel={labels.popularLabel}
        />
        <div className="mt-10 flex justify-center">
          <ActionLink action={programs.alternative} />
        </div>
      </CopySection>

      <CopySection copy={credentials}>
        <BenefitGrid className="mt-12" columns={4} items={credentials.items} />
        <StatsBanner
          className="mt-12 rounded-2xl bg-navy px-4 py-8 text-white"
          stats={credentials.stats}
        />
      </CopySection>

      <ProgramTestimonials copy={testimonials} testimonials={weightLossTestimonials} />

      {/* The programs' prices are on their cards; the panel says what they cover. */}
      <PricePanel copy={weightLossPricing} />
      <FaqSection copy={weightLossFaq} tone="mist" />

      <CtaBand id="get-started" title={cta.title} text={cta.text}>
        <ActionLinks actions={[cta.callNow, cta.bookOnline]}>
          <ContactPanel copy={liveChatCopy} contact={clinicContact} />
        </ActionLinks>
        <IntakeInvite program="weight-loss" />
      </CtaBand>
    </ProgramPageLayout>
  )
}

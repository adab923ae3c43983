import { rm3Faq } from '@/content/faqs/rm3'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { rm3Page as page, rm3Testimonials } from '@/content/rm3'
import { rm3Pricing } from '@/content/treatment-prices'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CopySection } from '@/features/marketing/copy-section'
import { CtaBand } from '@/features/marketing/cta-band'
import { FaqSection } from '@/features/marketing/faq-section'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { PricePanel } from '@/features/marketing/price-panel'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { ProgramPageLayout } from '@/features/marketing/program-page-layout'
import { SplitSection } from '@/features/marketing/split-section'
import { StatsBanner } from '@/features/marketing/stats-banner'
import { TestimonialCards } from '@/features/marketing/testimonial-cards'
import { Timeline } from '@/features/marketing/timeline'

/**
 * /rm3: hero with video, science, components with a four-entry timeline, results with
 * testimonials, how it works in four steps, price, questions, call to action (docs/product.md,
 * Program and treatment pages).
 */
export function Component() {
  const { science, components, results, howItWorks, cta } = page

  return (
    <ProgramPageLayout
      page={page}
      poster={heroMedia.rm3.poster}
      video={{ bucket: heroMedia.bucket, files: [heroMedia.rm3.file] }}
    >
      <SplitSection
        copy={science}
        columns="heading-wide"
        aside={
          <Callout icon={science.note.icon} title={science.note.title} className="lg:mt-10">
            <Paragraphs paragraphs={science.note.body} />
          </Callout>
        }
      >
        <BenefitGrid className="mt-12" items={science.points} />
      </SplitSection>

      <CopySection copy={components} tone="mist">
        <BenefitGrid className="mt-12" items={components.items} />
        <div className="mx-auto mt-16 max-w-3xl">
          <h3 className="text-2xl font-bold text-navy">{components.timelineTitle}</h3>
          <Timeline className="mt-8" entries={components.timeline} headingLevel={4} />
        </div>
      </CopySection>

      <CopySection copy={results}>
        <StatsBanner
          className="mt-12 rounded-2xl bg-navy px-4 py-8 text-white"
          stats={results.stats}
        />
        <h3 className="mt-16 text-center text-2xl font-bold text-navy">
          {results.testimonialsTitle}
        </h3>
        <TestimonialCards
          className="mt-8"
          testimonials={rm3Testimonials}
          limit={3}
          labels={labels.testimonials}
        />
      </CopySection>

      <CopySection copy={howItWorks} tone="mist">
        <ProcessSteps className="mt-12" steps={howItWorks.steps} stepLabel={labels.stepLabel} />
      </CopySection>

      <PricePanel copy={rm3Pricing} />
      <FaqSection copy={rm3Faq} tone="mist" />

      <CtaBand id="get-started" title={cta.title} text={cta.text}>
        <ActionLinks actions={cta.actions} />
      </CtaBand>
    </ProgramPageLayout>
  )
}

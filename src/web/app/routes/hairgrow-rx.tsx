import { hairgrowRxPage as page } from '@/content/hairgrow-rx'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { Section, SectionHeading } from '@/features/marketing/section'
import { Timeline } from '@/features/marketing/timeline'
import { TreatmentLayout } from '@/features/marketing/treatment-layout'

/**
 * /hairgrow-rx: hero, explanation, four technology cards, treatment features, four steps, the
 * results timeline, stats (docs/product.md, Program and treatment pages).
 */
export function Component() {
  const { explanation, technology, features, process, timeline } = page

  return (
    <TreatmentLayout page={page} poster={heroMedia.rm3.poster}>
      <Section id={explanation.id} aria-labelledby={`${explanation.id}-heading`}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-16">
          <SectionHeading
            align="start"
            headingId={`${explanation.id}-heading`}
            eyebrow={explanation.eyebrow}
            title={explanation.title}
          >
            <Paragraphs paragraphs={explanation.intro} />
          </SectionHeading>
          <Callout
            tone="amber"
            icon={explanation.safety.icon}
            title={explanation.safety.title}
            className="lg:mt-10"
          >
            <Paragraphs paragraphs={explanation.safety.body} />
          </Callout>
        </div>
      </Section>

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
    </TreatmentLayout>
  )
}

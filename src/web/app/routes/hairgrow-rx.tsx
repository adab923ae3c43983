import { hairgrowRxPage as page } from '@/content/hairgrow-rx'
import { heroMedia, programPageLabels as labels } from '@/content/program-pages'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { Callout } from '@/features/marketing/callout'
import { CheckList } from '@/features/marketing/check-list'
import { CopySection } from '@/features/marketing/copy-section'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { Paragraphs } from '@/features/marketing/paragraphs'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { Section, SectionHeading } from '@/features/marketing/section'
import { StatsBanner } from '@/features/marketing/stats-banner'
import { Timeline } from '@/features/marketing/timeline'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useScrollToHash } from '@/hooks/use-scroll-to-hash'

/**
 * /hairgrow-rx: hero, explanation, four technology cards, treatment features, four steps, the
 * results timeline, stats (spec §2).
 */
export function Component() {
  usePageMeta(page.meta)
  useScrollToHash()
  const { hero, explanation, technology, features, process, timeline, stats } = page

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageHero
        id="hero"
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        backLink={labels.backLink}
        backdrop={{ kind: 'picture', poster: heroMedia.rm3.poster }}
      >
        <ActionLinks actions={hero.actions} />
      </PageHero>

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

      <CtaBand id="get-started" title={stats.title} text={stats.text}>
        <StatsBanner className="w-full" stats={stats.items} />
        <ActionLinks actions={stats.actions} />
      </CtaBand>
    </main>
  )
}

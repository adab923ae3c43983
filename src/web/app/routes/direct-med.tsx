import { ExternalLink, LockKeyhole } from 'lucide-react'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { defaultPatientPortalUrl, directMedPage as page } from '@/content/direct-med'
import { ActionLinks } from '@/features/marketing/action-links'
import { BenefitGrid } from '@/features/marketing/benefit-grid'
import { CheckListPanel } from '@/features/marketing/check-list-panel'
import { CtaBand } from '@/features/marketing/cta-band'
import { HeroHighlights } from '@/features/marketing/hero-highlights'
import { PageHero } from '@/features/marketing/page-hero'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { HeadedSection, Section } from '@/features/marketing/section'
import { StatsBand } from '@/features/marketing/stats-banner'
import { usePageMeta } from '@/hooks/use-page-meta'
import { usePatientPortalUrl } from '@/hooks/use-patient-portal-url'

/**
 * Telehealth (docs/product.md, Consultation and other pages): virtual-visit buttons to the
 * consultation form, a call link, and the external patient portal, which opens in a new tab.
 */
export function Component() {
  usePageMeta({ title: page.title, description: page.description })
  const patientPortalUrl = usePatientPortalUrl(defaultPatientPortalUrl)

  return (
    <PageMain>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        backLink={{ label: page.backHome, href: paths.home }}
      >
        <ActionLinks actions={page.heroActions} />
        <HeroHighlights className="mt-6" items={page.highlights} />
      </PageHero>

      <HeadedSection
        id="how-it-works"
        headingId="how-heading"
        eyebrow={page.howItWorks.eyebrow}
        title={page.howItWorks.heading}
        intro={page.howItWorks.intro}
      >
        <ProcessSteps
          className="mt-10"
          steps={page.howItWorks.steps}
          stepLabel={page.howItWorks.stepLabel}
        />
      </HeadedSection>

      <HeadedSection
        tone="mist"
        headingId="services-heading"
        title={page.services.heading}
        intro={page.services.intro}
      >
        <BenefitGrid className="mt-10" columns={4} items={page.services.items} />
      </HeadedSection>

      <Section aria-label={`${page.needs.heading}, ${page.portal.heading}`}>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <CheckListPanel headingId="needs-heading" {...page.needs} />
          <section
            id="patient-portal"
            aria-labelledby="portal-heading"
            className="flex flex-col items-start gap-4 rounded-3xl bg-navy p-6 text-white sm:p-8"
          >
            <LockKeyhole aria-hidden="true" className="size-8 text-amber" />
            <h2 id="portal-heading" className="text-2xl font-bold sm:text-3xl">
              {page.portal.heading}
            </h2>
            <p className="text-white/90">{page.portal.body}</p>
            <Button asChild size="lg" variant="highlight">
              <a href={patientPortalUrl} target="_blank" rel="noopener noreferrer">
                {page.portal.link}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only"> {page.portal.newTab}</span>
              </a>
            </Button>
            <p className="text-sm text-white/80">{page.portal.note}</p>
          </section>
        </div>
      </Section>

      <StatsBand headingId="telehealth-stats" heading={page.statsLabel} stats={page.stats} />

      <CtaBand title={page.cta.heading} text={page.cta.body} afterNavy>
        <ActionLinks actions={page.cta.actions} />
        <p className="text-sm text-white/80">{page.cta.hours}</p>
      </CtaBand>
    </PageMain>
  )
}

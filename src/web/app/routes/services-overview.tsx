import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { servicesOverviewPage as page } from '@/content/success-stories'
import { ActionLink, ActionLinks } from '@/features/marketing/action-links'
import { CheckList } from '@/features/marketing/check-list'
import { CtaBand } from '@/features/marketing/cta-band'
import { FactTiles } from '@/features/marketing/fact-tiles'
import { marketingIcons } from '@/features/marketing/marketing-icons'
import { PageHero } from '@/features/marketing/page-hero'
import { ProcessSteps } from '@/features/marketing/process-steps'
import { HeadedSection, Section } from '@/features/marketing/section'
import { usePageMeta } from '@/hooks/use-page-meta'
import { cn } from '@/lib/cn'

/**
 * The services overview (docs/product.md, Consultation and other pages): three service blocks
 * leading to weight loss, men's health and the supplements shop, then a call to action to the
 * consultation form.
 */
export function Component() {
  usePageMeta({ title: page.title, description: page.description })

  return (
    <PageMain>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        backLink={{ label: page.backHome, href: paths.home }}
      />

      <Section aria-label={page.servicesLabel}>
        <div className="flex flex-col gap-16 sm:gap-20">
          {page.services.map((service, index) => {
            const Icon = marketingIcons[service.icon]
            const headingId = `service-${service.id}`
            return (
              <section
                key={service.id}
                id={service.id}
                aria-labelledby={headingId}
                className="grid scroll-mt-4 items-center gap-8 lg:grid-cols-2 lg:gap-16"
              >
                <div className={cn('flex flex-col gap-5', index % 2 === 1 && 'lg:order-last')}>
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-teal/10 text-teal">
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <p className="text-sm font-semibold tracking-wider text-teal uppercase">
                    {service.eyebrow}
                  </p>
                  <h2 id={headingId} className="text-3xl font-bold text-navy sm:text-4xl">
                    {service.heading}
                  </h2>
                  <p className="text-lg leading-relaxed text-muted-foreground">{service.body}</p>
                  <ActionLink action={service.action} className="self-start" />
                </div>
                <div className="flex flex-col gap-6 rounded-3xl border border-border bg-mist p-6 sm:p-8">
                  <CheckList items={service.items} columns={1} />
                  <FactTiles facts={service.facts} className="min-[420px]:grid-cols-2" />
                </div>
              </section>
            )
          })}
        </div>
      </Section>

      <HeadedSection
        tone="mist"
        headingId="process-heading"
        title={page.process.heading}
        intro={page.process.intro}
      >
        <ProcessSteps
          className="mt-10"
          steps={page.process.steps}
          stepLabel={page.process.stepLabel}
        />
      </HeadedSection>

      <CtaBand title={page.cta.heading} text={page.cta.body}>
        <ActionLinks actions={page.cta.actions} />
      </CtaBand>
    </PageMain>
  )
}

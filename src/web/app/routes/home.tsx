import { Phone } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'react-router'

import { isHydratingPage } from '@/components/island'
import { JsonLd } from '@/components/json-ld'
import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { homeLanding, testimonialLabels } from '@/content/home'
import { newsletterPopup } from '@/content/newsletter'
import { site } from '@/content/site'
import { founders, medicalAdvisors } from '@/content/team'
import { testimonials } from '@/content/testimonials'
import { hasSeenPopup } from '@/features/leads/newsletter-flag'
import { ComparisonTable } from '@/features/marketing/comparison-table'
import { CtaActions } from '@/features/marketing/cta-actions'
import { FeatureSpotlight } from '@/features/marketing/feature-spotlight'
import { HoverVideo } from '@/features/marketing/hover-video'
import { JourneyBlock } from '@/features/marketing/journey-block'
import { PageHero } from '@/features/marketing/page-hero'
import { PromoBanner } from '@/features/marketing/promo-banner'
import { HeadedSection, Section, SectionHeading } from '@/features/marketing/section'
import { StatsBanner } from '@/features/marketing/stats-banner'
import { StoryBlocks } from '@/features/marketing/story-blocks'
import { TeamSection } from '@/features/marketing/team-members'
import { TestimonialCards } from '@/features/marketing/testimonial-cards'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useScrollToHash } from '@/hooks/use-scroll-to-hash'
import { useSiteOrigin } from '@/hooks/use-site-origin'
import { medicalClinicJsonLd } from '@/lib/structured-data'

import type { SiteLayoutHandle } from '../site-layout'

// The newsletter popup (docs/product.md, Newsletter popup) and its form are their own chunk,
// requested only when the popup is due (8000 ms after the page loads), so the page's first load
// never carries them.
const NewsletterPopup = lazy(async () => {
  const [{ NewsletterPopup: Popup }, { leadFormCopy }] = await Promise.all([
    import('@/features/leads/newsletter-popup'),
    import('@/content/consultation'),
  ])
  return {
    default: () => (
      <Popup
        copy={newsletterPopup}
        toasts={leadFormCopy.toasts}
        honeypotLabel={leadFormCopy.honeypot}
        startOpen
      />
    ),
  }
})

/** Waits out the popup's delay here (effects run in the browser only), then loads and opens it. */
function LazyNewsletterPopup() {
  const [due, setDue] = useState(false)
  // Counted from when the page was put on screen: the render that did it (effects may run a
  // frame later), or, when this hydrates the prerendered page, the navigation itself.
  const [shownAt] = useState(() => (isHydratingPage() ? 0 : performance.now()))
  useEffect(() => {
    if (hasSeenPopup(newsletterPopup.storageKey)) return
    const remaining = newsletterPopup.openDelayMs - (performance.now() - shownAt)
    const timer = setTimeout(() => setDue(true), Math.max(0, remaining))
    return () => clearTimeout(timer)
  }, [shownAt])
  // Until then, a mark that tells page-boot.ts when to start the page's code if no input has.
  if (!due) return <span hidden data-needs-script={newsletterPopup.openDelayMs} />
  return (
    <Suspense fallback={null}>
      <NewsletterPopup />
    </Suspense>
  )
}

/**
 * docs/product.md, Home page: the promo banner comes before the header, so the layout renders it
 * there.
 */
export const handle = {
  beforeHeader: () => {
    const { promo } = homeLanding
    return (
      <PromoBanner
        aria-label={promo.label}
        message={promo.message}
        link={promo.link}
        dismissLabel={promo.dismissLabel}
      />
    )
  },
} satisfies SiteLayoutHandle

type Spotlight = typeof homeLanding.hairGrowth | typeof homeLanding.ignite

/** A product line's section: its heading and text beside the picture, points and facts. */
function SpotlightSection({
  id,
  tone,
  reverse,
  spotlight,
}: {
  id: string
  tone?: 'mist'
  reverse?: boolean
  spotlight: Spotlight
}) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-heading`}>
      <FeatureSpotlight
        reverse={reverse}
        image={spotlight.image}
        points={spotlight.points}
        facts={spotlight.facts}
        action={spotlight.action}
      >
        <SectionHeading
          align="start"
          headingId={`${id}-heading`}
          eyebrow={spotlight.eyebrow}
          title={spotlight.title}
        >
          <p>{spotlight.body}</p>
        </SectionHeading>
      </FeatureSpotlight>
    </Section>
  )
}

/**
 * The home page (docs/product.md, Home page). The site layout renders the header, footer and mobile
 * bar around it; every section's content flows down from `content/`.
 */
export function Component() {
  usePageMeta(homeLanding)
  // Sections are linked as /#team, /#hairgrowrx and so on.
  useScrollToHash()
  const { hero, successStories, comparison, hairGrowth, ignite, team } = homeLanding
  const origin = useSiteOrigin()
  const [founder] = founders

  return (
    <>
      <PageMain>
        <JsonLd
          data={medicalClinicJsonLd({
            name: site.brand,
            url: `${origin}/`,
            logo: `${origin}/favicon.svg`,
            description: homeLanding.description,
            telephone: site.phone.tel,
            email: site.email,
            openingHours: site.openingHours,
            founder: {
              name: founder.name,
              jobTitle: founder.title,
              url: `${origin}${founder.link}`,
            },
          })}
        />
        <PageHero
          id="hero"
          headingId="hero-heading"
          brand={hero.brand}
          title={hero.headline}
          lead={homeLanding.intro}
          highlights={hero.highlights}
          backdrop={{
            kind: 'video',
            video: { bucket: hero.video.bucket, files: [hero.video.file] },
            poster: hero.poster,
            labels: hero.labels,
            fallback: hero.fallback,
          }}
        >
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="highlight">
              <Link to={paths.consultation}>{homeLanding.consultationCta}</Link>
            </Button>
            <Button asChild size="lg" variant="outlineInverse">
              <a href={`tel:${site.phone.tel}`}>
                <Phone aria-hidden="true" />
                {homeLanding.callCta} {site.phone.display}
              </a>
            </Button>
          </div>
        </PageHero>
        <div className="border-t border-white/10 bg-navy py-8 text-white">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 className="sr-only">{hero.statsLabel}</h2>
            <StatsBanner stats={hero.stats} />
          </div>
        </div>

        <HeadedSection
          id="success-stories"
          headingId="success-stories-heading"
          eyebrow={successStories.eyebrow}
          title={successStories.title}
          intro={successStories.intro}
        >
          <StoryBlocks
            className="mt-14"
            stories={successStories.stories}
            action={successStories.action}
            labels={successStories.labels}
          />
          <JourneyBlock
            className="mt-20"
            title={successStories.journey.title}
            intro={successStories.journey.intro}
            steps={successStories.journey.steps}
            media={
              <HoverVideo
                video={successStories.journey.video}
                poster={successStories.journey.poster}
                labels={successStories.journey.labels}
              />
            }
          />
          <div className="mt-16 flex flex-col items-center gap-4 text-center">
            <h3 className="text-2xl font-bold text-navy">{successStories.closing.title}</h3>
            <p className="text-muted-foreground">{successStories.closing.body}</p>
            <CtaActions
              className="mt-2"
              primary={successStories.closing.primary}
              secondary={successStories.closing.secondary}
            />
          </div>
        </HeadedSection>

        <HeadedSection
          id="comparison"
          tone="mist"
          headingId="comparison-heading"
          eyebrow={comparison.eyebrow}
          title={comparison.title}
          intro={comparison.intro}
        >
          <ComparisonTable
            className="mx-auto mt-10 max-w-4xl"
            caption={comparison.caption}
            columns={comparison.columns}
            rows={comparison.rows}
            labels={comparison.labels}
          />
        </HeadedSection>

        <SpotlightSection id="hairgrowrx" spotlight={hairGrowth} />
        <SpotlightSection id="ignite" tone="mist" reverse spotlight={ignite} />

        <TeamSection copy={team} founders={founders} advisors={medicalAdvisors} />

        <HeadedSection
          id="testimonials"
          tone="mist"
          headingId="testimonials-heading"
          eyebrow={homeLanding.testimonials.eyebrow}
          title={homeLanding.testimonials.title}
          intro={homeLanding.testimonials.intro}
        >
          <TestimonialCards
            className="mt-12"
            testimonials={testimonials}
            limit={homeLanding.testimonials.shown}
            labels={testimonialLabels}
          />
        </HeadedSection>
      </PageMain>
      <LazyNewsletterPopup />
    </>
  )
}

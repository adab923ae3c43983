import { ArrowRight } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { patientStories, storyPageCopy as copy } from '@/content/patient-stories'
import { ActionLinks } from '@/features/marketing/action-links'
import { CheckList } from '@/features/marketing/check-list'
import { CtaBand } from '@/features/marketing/cta-band'
import { FactTiles } from '@/features/marketing/fact-tiles'
import { PageHero } from '@/features/marketing/page-hero'
import { PullQuote } from '@/features/marketing/pull-quote'
import { Section } from '@/features/marketing/section'
import { Timeline } from '@/features/marketing/timeline'
import { usePageMeta } from '@/hooks/use-page-meta'

import { Component as NotFoundPage } from './not-found'

type Story = (typeof patientStories)[number]

/**
 * The three patient story pages (docs/product.md, Consultation and other pages:
 * /sarah-transformation, /mark-revival, /complete-journey) share this module; the path picks the
 * story.
 */
export function Component() {
  const { pathname } = useLocation()
  const story = patientStories.find((candidate) => candidate.path === pathname.replace(/\/$/, ''))
  if (!story) return <NotFoundPage />
  return <StoryPage key={story.path} story={story} />
}

function StoryPage({ story }: { story: Story }) {
  usePageMeta({ title: story.title, description: story.description })
  const others = patientStories.filter((other) => other.path !== story.path)

  return (
    <PageMain>
      <PageHero
        eyebrow={story.eyebrow}
        title={story.heading}
        lead={story.lead}
        backLink={{ label: copy.backHome, href: paths.home }}
      />

      <Section aria-labelledby="story-heading">
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="flex flex-col gap-6">
            <img
              src={story.image.src}
              alt={story.image.alt}
              width={story.image.width}
              height={story.image.height}
              decoding="async"
              className="h-auto w-full rounded-2xl bg-mist shadow-sm"
            />
            <FactTiles facts={story.facts} aria-label={story.factsLabel} />
          </div>
          <div className="flex flex-col gap-5">
            <h2 id="story-heading" className="text-3xl font-bold text-navy">
              {story.story.heading}
            </h2>
            {story.story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
            <PullQuote text={story.quote.text} attribution={story.quote.attribution} />
          </div>
        </div>
      </Section>

      <Section tone="mist" aria-label={`${story.journey.heading}, ${story.plan.heading}`}>
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <section aria-labelledby="journey-heading" className="flex flex-col gap-8">
            <h2 id="journey-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {story.journey.heading}
            </h2>
            <Timeline entries={story.journey.entries} />
          </section>
          <section aria-labelledby="plan-heading" className="flex flex-col gap-8">
            <h2 id="plan-heading" className="text-2xl font-bold text-navy sm:text-3xl">
              {story.plan.heading}
            </h2>
            <CheckList items={story.plan.items} columns={1} />
            <p className="rounded-xl border border-border bg-background p-4 text-sm text-muted-foreground">
              {copy.resultsNote}
            </p>
          </section>
        </div>
      </Section>

      <CtaBand title={copy.cta.heading} text={copy.cta.body}>
        <ActionLinks actions={copy.cta.actions} />
      </CtaBand>

      <Section aria-labelledby="more-stories-heading" spacing="snug">
        <h2 id="more-stories-heading" className="text-2xl font-bold text-navy">
          {copy.otherStoriesHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.path}>
              <Link
                to={other.path}
                className="flex min-h-11 items-center justify-between gap-4 rounded-2xl border border-border p-5 font-semibold text-navy shadow-xs transition-colors hover:border-teal hover:bg-mist"
              >
                <span className="flex flex-col">
                  <span className="text-xs font-semibold tracking-wider text-teal uppercase">
                    {other.eyebrow}
                  </span>
                  <span className="text-lg">{other.heading}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-teal" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </PageMain>
  )
}

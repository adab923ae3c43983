import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { homeLanding } from '@/content/home'
import { successStoriesPage as page } from '@/content/success-stories'
import { founders, medicalAdvisors } from '@/content/team'
import { ActionLinks } from '@/features/marketing/action-links'
import { CtaBand } from '@/features/marketing/cta-band'
import { PageHero } from '@/features/marketing/page-hero'
import { HeadedSection } from '@/features/marketing/section'
import { StatsBand } from '@/features/marketing/stats-banner'
import { StoryBlocks } from '@/features/marketing/story-blocks'
import { TeamSection } from '@/features/marketing/team-members'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * Success stories (docs/product.md, Consultation and other pages): hero, statistics, three patient
 * stories, team, call to action.
 */
export function Component() {
  usePageMeta({ title: page.title, description: page.description })
  const { stories, labels } = homeLanding.successStories

  return (
    <PageMain>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        backLink={{ label: page.backHome, href: paths.home }}
      >
        <ActionLinks actions={page.heroActions} />
      </PageHero>

      <StatsBand
        headingId="stats-heading"
        heading={page.statsHeading}
        stats={page.stats}
        className="border-t border-white/10"
      />

      <HeadedSection
        id="stories"
        headingId="stories-heading"
        eyebrow={page.stories.eyebrow}
        title={page.stories.heading}
        intro={page.stories.intro}
      >
        <StoryBlocks
          className="mt-14"
          stories={stories}
          action={page.stories.action}
          labels={labels}
        />
        <p className="mx-auto mt-14 max-w-3xl text-center text-sm text-muted-foreground">
          {page.resultsNote}
        </p>
      </HeadedSection>

      <TeamSection
        tone="mist"
        copy={{ ...page.team, title: page.team.heading }}
        founders={founders}
        advisors={medicalAdvisors}
      />

      <CtaBand title={page.cta.heading} text={page.cta.body}>
        <ActionLinks actions={page.cta.actions} />
      </CtaBand>
    </PageMain>
  )
}

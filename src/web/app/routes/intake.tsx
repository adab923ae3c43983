import { PageMain } from '@/components/layouts/page-main'
import { paths } from '@/config/paths'
import { intakeCopy } from '@/content/intake'
import { useSession } from '@/features/auth/session-provider'
import { IntakeChoice } from '@/features/intake/intake-choice'
import { PageHero } from '@/features/marketing/page-hero'
import { usePageMeta } from '@/hooks/use-page-meta'

const copy = intakeCopy.choice

/**
 * /intake (docs/architecture.md, Patient accounts and the intake): what the online health
 * questionnaire is, and a button per program. Anyone may read it (it is prerendered); the
 * buttons take a visitor who is not signed in through sign-in first.
 */
export function Component() {
  const { status, user } = useSession()
  usePageMeta({ title: copy.title, description: copy.metaDescription })

  return (
    <PageMain>
      <PageHero
        headingId="intake-heading"
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
        highlights={copy.highlights}
        backLink={{ label: intakeCopy.backHome, href: paths.home }}
      />
      <IntakeChoice signedOut={status === 'ready' && !user} />
    </PageMain>
  )
}

import { LegalDocument } from '@/components/layouts/legal-document'
import { PageMain } from '@/components/layouts/page-main'
import { privacyPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { PageHero } from '@/features/marketing/page-hero'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(privacyPolicy)

  return (
    <PageMain>
      <LegalDocument
        header={
          <PageHero layout="document" title={privacyPolicy.heading} lead={privacyPolicy.intro} />
        }
        document={privacyPolicy}
        contact={site}
      />
    </PageMain>
  )
}

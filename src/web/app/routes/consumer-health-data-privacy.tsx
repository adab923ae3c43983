import { LegalDocument } from '@/components/layouts/legal-document'
import { PageMain } from '@/components/layouts/page-main'
import { consumerHealthDataPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { PageHero } from '@/features/marketing/page-hero'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(consumerHealthDataPolicy)

  return (
    <PageMain>
      <LegalDocument
        header={
          <PageHero
            layout="document"
            title={consumerHealthDataPolicy.heading}
            lead={consumerHealthDataPolicy.intro}
          />
        }
        document={consumerHealthDataPolicy}
        contact={site}
      />
    </PageMain>
  )
}

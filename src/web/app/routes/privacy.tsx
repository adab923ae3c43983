import { PageMain } from '@/components/layouts/page-main'
import { LegalDocument } from '@/components/layouts/legal-document'
import { privacyPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(privacyPolicy)

  return (
    <PageMain>
      <LegalDocument document={privacyPolicy} contact={site} />
    </PageMain>
  )
}

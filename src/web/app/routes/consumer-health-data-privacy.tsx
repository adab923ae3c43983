import { LegalDocument } from '@/components/layouts/legal-document'
import { consumerHealthDataPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(consumerHealthDataPolicy)

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <LegalDocument document={consumerHealthDataPolicy} contact={site} />
    </main>
  )
}

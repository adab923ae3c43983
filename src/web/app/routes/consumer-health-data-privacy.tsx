import { LegalDocument } from '@/components/layouts/legal-document'
import { consumerHealthDataPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function Component() {
  useDocumentTitle(consumerHealthDataPolicy.title)

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <LegalDocument document={consumerHealthDataPolicy} contact={site} />
    </main>
  )
}

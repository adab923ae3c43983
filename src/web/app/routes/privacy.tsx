import { LegalDocument } from '@/components/layouts/legal-document'
import { privacyPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function Component() {
  useDocumentTitle(privacyPolicy.title)

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <LegalDocument document={privacyPolicy} contact={site} />
    </main>
  )
}

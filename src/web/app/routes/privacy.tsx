import { LegalDocument } from '@/components/layouts/legal-document'
import { privacyPolicy } from '@/content/privacy'
import { site } from '@/content/site'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  usePageMeta(privacyPolicy)

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <LegalDocument document={privacyPolicy} contact={site} />
    </main>
  )
}

import { Link } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authFormCopy } from '@/content/auth-form'
import { passwordResetCopy } from '@/content/password-reset'
import { PasswordReset } from '@/features/auth/password-reset'
import { usePageMeta } from '@/hooks/use-page-meta'

/**
 * Where the mailed recovery link lands. Not prerendered: it shows only what the link's session
 * allows, so the server answers it with the shell (src/web/app/prerender-paths.ts).
 */
export function Component() {
  usePageMeta({
    title: passwordResetCopy.reset.title,
    description: passwordResetCopy.reset.metaDescription,
  })

  return (
    <PageMain className="flex flex-1 flex-col items-center justify-center gap-6 bg-mist px-6 py-12">
      <PasswordReset />
      <Button asChild variant="link">
        <Link to={paths.home}>{authFormCopy.backHome}</Link>
      </Button>
    </PageMain>
  )
}

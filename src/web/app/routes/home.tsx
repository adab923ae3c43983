import { Link } from 'react-router'

import logoUrl from '@/assets/logo.svg'
import { SiteHeader } from '@/components/layouts/site-header'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { homeLanding } from '@/content/home'
import { site } from '@/content/site'
import { useSession } from '@/features/auth/session-provider'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function Component() {
  const { user, signOut } = useSession()
  useDocumentTitle(homeLanding.title)

  return (
    <>
      <SiteHeader user={user} onSignOut={() => void signOut()} />
      <main
        id="main"
        tabIndex={-1}
        className="flex min-h-[calc(100dvh-4rem)] items-center bg-mist focus:outline-none"
      >
        <section className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-6 py-16 text-center">
          {/* The h1 names the brand right below, so the logo is decorative here. */}
          <img src={logoUrl} alt="" width={200} height={48} className="h-12 w-auto" />
          <h1 className="text-4xl font-bold tracking-tight text-navy sm:text-5xl">{site.brand}</h1>
          <p className="text-xl font-semibold text-teal sm:text-2xl">{site.tagline}</p>
          <p className="max-w-2xl text-lg text-muted-foreground">{homeLanding.intro}</p>
          <div className="flex flex-col items-center gap-4 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.consultation}>{homeLanding.consultationCta}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`tel:${site.phone.tel}`}>
                {homeLanding.callCta} {site.phone.display}
              </a>
            </Button>
          </div>
        </section>
      </main>
    </>
  )
}

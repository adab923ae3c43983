import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'

import { PageMain } from '@/components/layouts/page-main'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { notFoundCopy } from '@/content/not-found'
import { usePageMeta } from '@/hooks/use-page-meta'

export function Component() {
  const { pathname } = useLocation()
  usePageMeta(notFoundCopy)

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <PageMain className="flex flex-1 flex-col items-center justify-center gap-4 bg-mist px-6 py-16 text-center">
      <p aria-hidden="true" className="text-7xl font-bold text-teal sm:text-8xl">
        {notFoundCopy.code}
      </p>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{notFoundCopy.heading}</h1>
      <p className="max-w-md text-muted-foreground">{notFoundCopy.body}</p>
      <Button asChild variant="link" size="lg">
        <Link to={paths.home}>{notFoundCopy.homeLink}</Link>
      </Button>
    </PageMain>
  )
}

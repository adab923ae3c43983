import type * as React from 'react'

import type { SocialNetwork } from '@/content/footer'
import { cn } from '@/lib/cn'

// lucide-react no longer ships brand marks, so these are simple line drawings of our own in
// the same 24-unit, 2-stroke style. They are decorative: the link around one names it.

const drawings: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path d="M17 3h-2.5A4.5 4.5 0 0 0 10 7.5V10H7v4h3v7h4v-7h3l.5-4H14V7.8c0-.5.3-.8.8-.8H17z" />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="m19.5 4-6.3 7.2M10.8 12.8 4.5 20" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  tiktok: <path d="M13.5 3v11.5a3.5 3.5 0 1 1-3.5-3.5M13.5 3c.4 2.8 2.4 4.8 5.5 5.1" />,
}

function SocialIcon({
  network,
  className,
  ...props
}: React.ComponentProps<'svg'> & { network: SocialNetwork }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="social-icon"
      data-network={network}
      className={cn('size-5', className)}
      {...props}
    >
      {drawings[network]}
    </svg>
  )
}

export { SocialIcon }

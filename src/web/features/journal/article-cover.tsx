import {
  Activity,
  Atom,
  CalendarCheck,
  Dumbbell,
  FlaskConical,
  Gift,
  HeartPulse,
  Moon,
  Pill,
  Route,
  Scale,
  ScanText,
  ShieldCheck,
  Sunrise,
  TrendingDown,
  Utensils,
  type LucideIcon,
} from 'lucide-react'
import { useId } from 'react'
import type * as React from 'react'

import { cn } from '@/lib/cn'

const motifs = {
  pulse: Activity,
  calendar: CalendarCheck,
  plate: Utensils,
  hormone: Atom,
  plateau: TrendingDown,
  moon: Moon,
  path: Route,
  shield: ShieldCheck,
  label: ScanText,
  dumbbell: Dumbbell,
  labs: FlaskConical,
  sunrise: Sunrise,
  heart: HeartPulse,
  gift: Gift,
  scale: Scale,
  pill: Pill,
} satisfies Record<string, LucideIcon>

export type CoverMotif = keyof typeof motifs

/** Brand-coloured gradient pairs; a category always gets the same one. */
const palettes = [
  ['#0f6e74', '#0b2545'],
  ['#0b2545', '#1f4e79'],
  ['#5fb3b3', '#0f6e74'],
  ['#f2a541', '#c8553d'],
  ['#1f4e79', '#5fb3b3'],
  ['#c8553d', '#0b2545'],
] as const

function paletteFor(key: string) {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return palettes[hash % palettes.length] ?? palettes[0]
}

type ArticleCoverProps = React.ComponentProps<'svg'> & {
  motif: CoverMotif
  /** Picks the colours, so each category has its own. */
  paletteKey: string
}

/**
 * An article's cover art, drawn rather than photographed: a gradient, soft shapes and the
 * article's motif. Decorative (the title beside it says what the article is), so hidden from
 * assistive technology. 16:9, scaling to its container without layout shift.
 */
function ArticleCover({ motif, paletteKey, className, ...props }: ArticleCoverProps) {
  const gradientId = useId()
  const Icon = motifs[motif]
  const [from, to] = paletteFor(paletteKey)
  return (
    <svg
      data-slot="article-cover"
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block aspect-video h-auto w-full', className)}
      {...props}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <circle cx="268" cy="28" r="64" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="40" cy="168" r="80" fill="#ffffff" fillOpacity="0.06" />
      <path
        d="M0 132 C 60 112, 110 150, 170 128 S 280 100, 320 118 L 320 180 L 0 180 Z"
        fill="#ffffff"
        fillOpacity="0.07"
      />
      <circle cx="160" cy="90" r="42" fill="#ffffff" fillOpacity="0.14" />
      <Icon x={136} y={66} width={48} height={48} color="#ffffff" strokeWidth={1.75} />
    </svg>
  )
}

export { ArticleCover }

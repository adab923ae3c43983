import type * as React from 'react'

import { cn } from '@/lib/cn'
import type { DownloadResourceId } from '@shared/leads'

// Original cover art for the six guides, drawn here as SVG in the brand colors (navy, teal,
// light teal, amber, mist). Decorative: each card names its guide in text beside it.

const navy = '#0b2545'
const teal = '#0f6e74'
const tealLight = '#5fb3b3'
const amber = '#f2a541'
const mist = '#eef6f6'

function WeightLossArt() {
  return (
    <>
      <rect width="320" height="180" fill={mist} />
      <circle cx="250" cy="40" r="70" fill={tealLight} opacity="0.25" />
      {/* A bathroom scale */}
      <rect x="92" y="52" width="136" height="108" rx="22" fill={navy} />
      <rect x="104" y="64" width="112" height="84" rx="16" fill={teal} />
      <path d="M124 100a36 36 0 0 1 72 0" fill="none" stroke={mist} strokeWidth="8" />
      <path d="M160 100l18-22" stroke={amber} strokeWidth="6" strokeLinecap="round" />
      <circle cx="160" cy="100" r="6" fill={amber} />
      <rect x="132" y="118" width="56" height="14" rx="7" fill={mist} opacity="0.9" />
      {/* A measuring tape */}
      <path
        d="M20 150c40-26 70 14 110-10s60-30 100-6 60 16 80 4"
        fill="none"
        stroke={amber}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path
        d="M20 150c40-26 70 14 110-10s60-30 100-6 60 16 80 4"
        fill="none"
        stroke={navy}
        strokeWidth="2"
        strokeDasharray="2 8"
      />
    </>
  )
}

function MensHealthArt() {
  return (
    <>
      <rect width="320" height="180" fill={navy} />
      <circle cx="60" cy="150" r="80" fill={teal} opacity="0.5" />
      {/* A shield with a pulse line */}
      <path d="M160 26l58 20v40c0 38-26 60-58 74-32-14-58-36-58-74V46z" fill={teal} />
      <path d="M160 38l46 16v32c0 30-20 48-46 60-26-12-46-30-46-60V54z" fill={tealLight} />
      <path
        d="M112 96h26l10-22 14 44 12-30 8 8h26"
        fill="none"
        stroke={navy}
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* A dumbbell */}
      <g fill={amber}>
        <rect x="236" y="122" width="60" height="8" rx="4" />
        <rect x="236" y="110" width="10" height="32" rx="4" />
        <rect x="286" y="110" width="10" height="32" rx="4" />
      </g>
    </>
  )
}

function MealPrepArt() {
  return (
    <>
      <rect width="320" height="180" fill={mist} />
      {/* Three prep containers */}
      {[28, 124, 220].map((x, index) => (
        <g key={x}>
          <rect
            x={x}
            y="66"
            width="76"
            height="84"
            rx="12"
            fill="#ffffff"
            stroke={navy}
            strokeWidth="4"
          />
          <rect x={x - 4} y="56" width="84" height="14" rx="7" fill={index === 1 ? amber : teal} />
          <circle cx={x + 24} cy="100" r="14" fill={index === 2 ? amber : tealLight} />
          <rect x={x + 42} y="88" width="24" height="24" rx="6" fill={index === 0 ? amber : teal} />
          <rect
            x={x + 10}
            y="122"
            width="56"
            height="14"
            rx="7"
            fill={index === 1 ? teal : amber}
            opacity="0.85"
          />
        </g>
      ))}
      <path d="M40 34h240" stroke={tealLight} strokeWidth="6" strokeLinecap="round" />
    </>
  )
}

function HormoneArt() {
  return (
    <>
      <rect width="320" height="180" fill={teal} />
      {/* A molecule */}
      <g stroke={mist} strokeWidth="5" strokeLinecap="round">
        <path d="M110 90l50-30 50 30-50 30z" fill="none" />
        <path d="M160 60V24M210 90l36 20M110 90l-36 20M160 120v36" />
      </g>
      <circle cx="160" cy="60" r="16" fill={amber} />
      <circle cx="210" cy="90" r="14" fill={mist} />
      <circle cx="110" cy="90" r="14" fill={mist} />
      <circle cx="160" cy="120" r="16" fill={navy} />
      <circle cx="160" cy="24" r="9" fill={tealLight} />
      <circle cx="246" cy="110" r="9" fill={amber} />
      <circle cx="74" cy="110" r="9" fill={amber} />
      <circle cx="160" cy="156" r="9" fill={tealLight} />
      <circle cx="284" cy="30" r="40" fill={navy} opacity="0.25" />
    </>
  )
}

function SupplementArt() {
  return (
    <>
      <rect width="320" height="180" fill={mist} />
      {/* A bottle */}
      <rect x="118" y="44" width="84" height="116" rx="16" fill={navy} />
      <rect x="130" y="24" width="60" height="26" rx="6" fill={teal} />
      <rect x="130" y="84" width="60" height="44" rx="6" fill={mist} />
      <path d="M148 106h24M160 94v24" stroke={teal} strokeWidth="6" strokeLinecap="round" />
      {/* Capsules */}
      <g transform="rotate(-30 62 110)">
        <rect x="34" y="98" width="56" height="24" rx="12" fill={amber} />
        <rect x="62" y="98" width="28" height="24" rx="12" fill={teal} />
      </g>
      <g transform="rotate(25 262 96)">
        <rect x="234" y="84" width="56" height="24" rx="12" fill={tealLight} />
        <rect x="262" y="84" width="28" height="24" rx="12" fill={navy} />
      </g>
      <circle cx="250" cy="148" r="12" fill={amber} />
      <circle cx="60" cy="152" r="9" fill={tealLight} />
    </>
  )
}

function LifestyleArt() {
  return (
    <>
      <rect width="320" height="180" fill={navy} />
      {/* Sunrise over hills, a path leading on */}
      <circle cx="160" cy="112" r="46" fill={amber} />
      <g stroke={amber} strokeWidth="5" strokeLinecap="round">
        <path d="M160 40v14M104 64l10 10M216 64l-10 10M84 112h14M222 112h14" />
      </g>
      <path d="M0 130q80-40 160 0t160 0v50H0z" fill={teal} />
      <path d="M0 150q90-30 180 0t140-6v36H0z" fill={tealLight} />
      <path
        d="M150 180q10-20 40-30t60-20"
        fill="none"
        stroke={mist}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="10 10"
      />
    </>
  )
}

const artwork = {
  'weight-loss-guide': WeightLossArt,
  'mens-health-toolkit': MensHealthArt,
  'meal-prep-guide': MealPrepArt,
  'hormone-optimization': HormoneArt,
  'supplement-guide': SupplementArt,
  'lifestyle-blueprint': LifestyleArt,
} satisfies Record<DownloadResourceId, () => React.ReactNode>

type GuideArtworkProps = React.ComponentProps<'svg'> & { guide: DownloadResourceId }

/** A guide's cover art, 16:9, scaling to its container's width. */
export function GuideArtwork({ guide, className, ...props }: GuideArtworkProps) {
  const Art = artwork[guide]
  return (
    <svg
      viewBox="0 0 320 180"
      width="320"
      height="180"
      aria-hidden="true"
      focusable="false"
      data-slot="guide-artwork"
      className={cn('block h-auto w-full', className)}
      {...props}
    >
      <Art />
    </svg>
  )
}

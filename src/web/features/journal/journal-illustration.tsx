import type * as React from 'react'

import { cn } from '@/lib/cn'

// The brand colors of src/web/styles.css (--color-navy, teal, teal-light, amber, mist), flat:
// no gradients, no outside files, so each drawing stays a few hundred bytes of markup.
const navy = '#0b2545'
const teal = '#0f6e74'
const tealLight = '#5fb3b3'
const amber = '#f2a541'
const mist = '#eef6f6'

const round = { strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const

/** One small drawing per journal category, on a 320 × 180 canvas. */
const drawings = {
  /** Weight Loss: a bathroom scale and a line that trends down. */
  scale: (
    <>
      <circle cx="262" cy="40" r="72" fill={tealLight} opacity=".3" />
      <rect y="152" width="320" height="28" fill={tealLight} opacity=".45" />
      <rect x="96" y="62" width="120" height="94" rx="20" fill={navy} />
      <rect x="118" y="78" width="76" height="36" rx="9" fill={mist} />
      <path d="M134 106a22 22 0 0 1 44 0" stroke={teal} strokeWidth="5" {...round} />
      <path d="M156 106l11-13" stroke={amber} strokeWidth="5" {...round} />
      <rect x="112" y="126" width="34" height="16" rx="7" fill={teal} />
      <rect x="166" y="126" width="34" height="16" rx="7" fill={teal} />
      <path d="M236 40l18 20 14-10 24 34" stroke={amber} strokeWidth="7" {...round} />
      <path d="M278 84h14V68" stroke={amber} strokeWidth="7" {...round} />
    </>
  ),
  /** Men's Health: the Mars sign with a steady heartbeat through it. */
  vitality: (
    <>
      <circle cx="60" cy="160" r="96" fill={teal} opacity=".16" />
      <circle cx="280" cy="24" r="44" fill={tealLight} opacity=".3" />
      <circle cx="148" cy="104" r="44" stroke={navy} strokeWidth="13" fill="none" />
      <path d="M180 72l36-36m-28 0h28v28" stroke={navy} strokeWidth="13" {...round} />
      <path d="M28 104h84l12-24 16 46 14-34 10 12h128" stroke={amber} strokeWidth="7" {...round} />
    </>
  ),
  /** Nutrition: a bowl of greens, an egg and berries. */
  bowl: (
    <>
      <circle cx="160" cy="92" r="76" fill={tealLight} opacity=".28" />
      <path d="M146 100c-6-28 6-50 34-60 6 28-8 50-34 60z" fill={teal} />
      <path d="M150 100c-26-8-38-28-32-54 26 6 38 26 32 54z" fill={tealLight} />
      <ellipse cx="196" cy="90" rx="20" ry="14" fill="#fff" />
      <circle cx="196" cy="90" r="7" fill={amber} />
      <circle cx="120" cy="92" r="8" fill={navy} />
      <circle cx="134" cy="86" r="7" fill={navy} />
      <path d="M92 98h136c-4 38-32 58-68 58s-64-20-68-58z" fill={teal} />
      <rect x="132" y="154" width="56" height="9" rx="4.5" fill={navy} />
    </>
  ),
  /** Wellness: a sun rising over quiet hills. */
  sunrise: (
    <>
      <circle cx="160" cy="118" r="44" fill={amber} />
      <path
        d="M160 58V38m-44 38-14-14m102 14 14-14m-114 24-18-6m146 6 18-6"
        stroke={amber}
        strokeWidth="7"
        {...round}
      />
      <path d="M54 40a18 18 0 1 0 18 24 14 14 0 1 1-18-24z" fill={navy} />
      <path d="M0 128c60-28 110-20 160 0s110 22 160-8v60H0z" fill={tealLight} />
      <path d="M0 152c70-22 130-12 180 6s100 10 140-4v26H0z" fill={teal} />
    </>
  ),
  /** Success Stories: a trail up to a flag on the summit. */
  summit: (
    <>
      <circle cx="262" cy="46" r="26" fill={amber} opacity=".5" />
      <path d="M10 180 132 54l46 50 34-34 108 110z" fill={navy} />
      <path d="m132 54-24 25 14-3 10 10 10-11 13 3z" fill={mist} />
      <path
        d="M64 180c28-14 62-16 66-40s-22-30-2-52 8-30 4-34"
        stroke={amber}
        strokeWidth="5"
        strokeDasharray="2 10"
        {...round}
      />
      <path d="M132 54V18" stroke={navy} strokeWidth="4" {...round} />
      <path d="M134 18h30l-8 9 8 9h-30z" fill={amber} />
    </>
  ),
  /** Medical Insights: lab results on a clipboard, and a flask. */
  lab: (
    <>
      <circle cx="60" cy="30" r="60" fill={tealLight} opacity=".28" />
      <rect x="62" y="36" width="100" height="126" rx="12" fill={navy} />
      <rect x="74" y="54" width="76" height="96" rx="5" fill={mist} />
      <rect x="92" y="28" width="40" height="18" rx="6" fill={teal} />
      <path d="M90 136v-18m16 18v-36m16 36v-26m16 26v-48" stroke={teal} strokeWidth="9" />
      <path d="M202 118h52l16 28c2 4 0 6-4 6h-76c-4 0-6-2-4-6z" fill={tealLight} />
      <path
        d="M212 50h32m-26 0v38l-28 50a9 9 0 0 0 8 14h60a9 9 0 0 0 8-14l-28-50V50"
        stroke={navy}
        strokeWidth="7"
        {...round}
      />
      <circle cx="222" cy="134" r="6" fill={amber} />
      <circle cx="238" cy="124" r="4" fill={amber} />
      <circle cx="230" cy="104" r="3" fill={amber} />
    </>
  ),
} satisfies Record<string, React.ReactElement>

export type JournalIllustrationName = keyof typeof drawings

export const journalIllustrationNames = Object.keys(drawings) as JournalIllustrationName[]

type JournalIllustrationProps = React.ComponentProps<'svg'> & { name: JournalIllustrationName }

/**
 * A journal category's illustration, drawn inline on a mist ground. Decorative (the title beside
 * it says what the article is about), so hidden from assistive technology. 16:9, scaling to its
 * container without layout shift.
 */
function JournalIllustration({ name, className, ...props }: JournalIllustrationProps) {
  return (
    <svg
      data-slot="journal-illustration"
      data-illustration={name}
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block aspect-video h-auto w-full', className)}
      {...props}
    >
      <rect width="320" height="180" fill={mist} />
      {drawings[name]}
    </svg>
  )
}

export { JournalIllustration }

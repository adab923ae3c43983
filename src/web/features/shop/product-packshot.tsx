import type * as React from 'react'

import type {
  PackshotShape,
  PackshotTone,
  ProductImage,
} from '@/content/catalogues/catalogue-types'
import { cn } from '@/lib/cn'

// Original product artwork, drawn inline: each product's packaging (bottle, tub, vial, pouch,
// dropper, jar) in its brand color with its label printed on it. A square viewBox and a
// square box, so nothing shifts while the page loads.

type Tone = { main: string; dark: string; light: string }

const tones: Record<PackshotTone, Tone> = {
  teal: { main: '#0F6E74', dark: '#0A4D52', light: '#DDEFEF' },
  navy: { main: '#0B2545', dark: '#06162B', light: '#E3E9F2' },
  amber: { main: '#C9801C', dark: '#8F5A10', light: '#FCEBD3' },
  sage: { main: '#4F7A4A', dark: '#365633', light: '#E4EFE1' },
  plum: { main: '#6B3E75', dark: '#4A2A52', light: '#EFE4F1' },
  coral: { main: '#C2553F', dark: '#8E3A29', light: '#F8E1DB' },
  sky: { main: '#2F6DA3', dark: '#1F4C73', light: '#DFEBF6' },
  cocoa: { main: '#6B4A36', dark: '#4A3224', light: '#EFE5DD' },
}

const ink = '#0B2545'
const paper = '#FFFFFF'

type Box = { x: number; y: number; w: number; h: number }

type Shape = {
  body: (tone: Tone) => React.ReactNode
  /** Where the printed label goes. */
  label: Box
  /** A glossy container's highlight: a round-ended stripe of white over its left side. */
  glint?: Box & { opacity: string }
}

const shapes: Record<PackshotShape, Shape> = {
  bottle: {
    body: (tone) => (
      <>
        <rect x="72" y="22" width="56" height="26" rx="5" fill={tone.dark} />
        <path
          d="M80 28v14M88 28v14M96 28v14M104 28v14M112 28v14M120 28v14"
          stroke={paper}
          strokeOpacity=".25"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect x="66" y="46" width="68" height="9" rx="3" fill={ink} />
        <rect x="52" y="53" width="96" height="125" rx="16" fill={tone.main} />
      </>
    ),
    label: { x: 58, y: 82, w: 84, h: 72 },
    glint: { x: 58, y: 62, w: 8, h: 106, opacity: '.16' },
  },
  tub: {
    body: (tone) => (
      <>
        <rect x="36" y="46" width="128" height="22" rx="6" fill={tone.dark} />
        <path d="M40 66h120l-6 105c-.4 4-3.4 7-7.4 7H53.4c-4 0-7-3-7.4-7Z" fill={tone.main} />
      </>
    ),
    label: { x: 52, y: 84, w: 96, h: 74 },
    glint: { x: 46, y: 72, w: 8, h: 98, opacity: '.16' },
  },
  vial: {
    body: (tone) => (
      <>
        <rect x="82" y="26" width="36" height="8" rx="2" fill={tone.main} />
        <rect x="78" y="33" width="44" height="20" rx="3" fill="#9AA5B1" />
        <rect x="86" y="52" width="28" height="10" fill={tone.light} stroke={tone.dark} />
        <rect
          x="62"
          y="60"
          width="76"
          height="118"
          rx="12"
          fill={tone.light}
          stroke={tone.dark}
          strokeWidth="2"
        />
        <rect x="65" y="132" width="70" height="43" rx="9" fill={tone.main} fillOpacity=".45" />
      </>
    ),
    label: { x: 66, y: 78, w: 68, h: 64 },
  },
  pouch: {
    body: (tone) => (
      <>
        <path d="M48 36h104l7 134c.3 4.5-3 8-7.5 8h-103c-4.5 0-7.8-3.5-7.5-8Z" fill={tone.main} />
        <rect x="48" y="34" width="104" height="9" rx="2" fill={tone.dark} />
        <path d="M52 55h96" stroke={paper} strokeOpacity=".35" strokeWidth="2" />
        <path d="M50 172c20-8 80-8 100 0" stroke={tone.dark} strokeWidth="2" fill="none" />
      </>
    ),
    label: { x: 56, y: 72, w: 88, h: 80 },
  },
  dropper: {
    body: (tone) => (
      <>
        <rect x="88" y="14" width="24" height="34" rx="12" fill="#263445" />
        <rect x="80" y="44" width="40" height="18" rx="3" fill={tone.dark} />
        <path
          d="M66 72c0-7 5-12 12-12h44c7 0 12 5 12 12v96c0 6-4 10-10 10H76c-6 0-10-4-10-10Z"
          fill={tone.main}
        />
      </>
    ),
    label: { x: 72, y: 86, w: 56, h: 70 },
    glint: { x: 70, y: 72, w: 7, h: 94, opacity: '.18' },
  },
  jar: {
    body: (tone) => (
      <>
        <rect x="42" y="80" width="116" height="26" rx="7" fill={tone.dark} />
        <rect x="46" y="104" width="108" height="74" rx="14" fill={tone.main} />
      </>
    ),
    label: { x: 60, y: 112, w: 88, h: 58 },
    glint: { x: 52, y: 110, w: 7, h: 60, opacity: '.18' },
  },
}

/** A font size at which `text` fits `width`, given roughly how wide its letters run (in em). */
function fitted(text: string, width: number, max: number, emWidth: number) {
  return Math.min(max, Math.round(((width - 8) / (Math.max(text.length, 1) * emWidth)) * 10) / 10)
}

type ProductPackshotProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** A product, or a cart line: its artwork and the brand printed on the label. */
  product: { image: ProductImage; brand: string }
  /** Beside the product's name already (cart lines): hidden from assistive technology. */
  decorative?: boolean
  /**
   * 'fluid' (the default) fills the width it is given, which the caller may cap (max-w-*);
   * 'thumbnail' is a fixed 4rem square that does not shrink (a cart line's picture).
   */
  size?: 'fluid' | 'thumbnail'
  /**
   * Where the artwork is drawn: `{ id }` draws it in a group with that id, `{ sameAs }` shows
   * the one drawn under that id elsewhere on the page rather than drawing it again (a card and
   * its quick view: the page's HTML carries each product's artwork once).
   */
  art?: { id: string } | { sameAs: string }
}

function ProductPackshot({
  product,
  decorative,
  size = 'fluid',
  art,
  className,
  ...props
}: ProductPackshotProps) {
  return (
    <svg
      viewBox="0 0 200 200"
      xmlns="http://www.w3.org/2000/svg"
      data-slot="product-packshot"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': product.image.alt })}
      className={cn(
        'aspect-square',
        size === 'thumbnail' ? 'size-16 shrink-0' : 'h-auto w-full',
        className,
      )}
      {...props}
    >
      {art && 'sameAs' in art ? (
        <use href={`#${art.sameAs}`} />
      ) : (
        <g id={art?.id}>
          <PackshotArt {...product} />
        </g>
      )}
    </svg>
  )
}

/** The drawing itself: the container in its tone, its glint, and the printed label. */
function PackshotArt({ image, brand }: ProductPackshotProps['product']) {
  const tone = tones[image.tone]
  const shape = shapes[image.shape]
  const { glint } = shape
  const { x, y, w, h } = shape.label
  const cx = x + w / 2
  // The label's four lines, top down: brand, name, strength, contents. Each is fitted to the
  // label's width (the spaced-out brand to a little less), `at` a fraction of its height.
  const lines = [
    {
      text: brand.toUpperCase(),
      at: 0.2,
      fontSize: fitted(brand, w - brand.length * 0.8, 6, 0.72),
      fontWeight: '700',
      letterSpacing: '.8',
      fill: tone.main,
    },
    {
      text: image.label,
      at: 0.52,
      fontSize: fitted(image.label, w, 18, 0.8),
      fontWeight: '800',
      fill: tone.dark,
    },
    {
      text: image.sublabel,
      at: 0.71,
      fontSize: fitted(image.sublabel, w, 8.5, 0.62),
      fontWeight: '600',
      fill: ink,
    },
    {
      text: image.contents,
      at: 0.89,
      fontSize: fitted(image.contents, w, 7, 0.6),
      fill: '#4A5B6E',
    },
  ]

  return (
    <>
      <circle cx="100" cy="104" r="88" fill={tone.light} />
      <ellipse cx="100" cy="182" rx="60" ry="6" fill={ink} fillOpacity=".12" />
      {shape.body(tone)}
      {glint ? (
        <rect
          x={glint.x}
          y={glint.y}
          width={glint.w}
          height={glint.h}
          rx={glint.w / 2}
          fill={paper}
          fillOpacity={glint.opacity}
        />
      ) : null}
      <rect x={x} y={y} width={w} height={h} rx="6" fill={paper} />
      <g
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        textAnchor="middle"
      >
        {lines.map((line) => (
          <text
            key={line.at}
            x={cx}
            y={y + h * line.at}
            fontSize={line.fontSize}
            fontWeight={line.fontWeight}
            letterSpacing={line.letterSpacing}
            fill={line.fill}
          >
            {line.text}
          </text>
        ))}
      </g>
    </>
  )
}

export { ProductPackshot }

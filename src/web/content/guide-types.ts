// The shape of a free guide's text: the guides-*.ts files hold the guides in it, and guides.ts
// exports it to scripts/build-guides.ts, which prints them.

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** A highlighted practical tip. */
  | { kind: 'tip'; title: string; text: string }

export type GuideSection = { heading: string; blocks: readonly GuideBlock[] }

export type Guide = {
  subtitle: string
  /** One paragraph on the cover. */
  summary: string
  sections: readonly GuideSection[]
}

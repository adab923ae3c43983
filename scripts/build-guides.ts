// Builds the six free guides of /downloads as PDFs from src/web/content/guides.ts, into
// `${CLIENT_DIR || 'dist/client'}/guides/<id>.pdf` (run after `vite build`, which empties the
// folder): `node --import tsx scripts/build-guides.ts`.
//
// Standard PDF fonts only (Helvetica), so nothing is embedded or fetched; they encode WinAnsi,
// and pdf-lib throws on any character outside it, which fails the build rather than the PDF.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type PDFFont, type PDFPage, PDFDocument, rgb, StandardFonts } from 'pdf-lib'

import { downloadResources } from '../src/shared/leads'
import { resources } from '../src/web/content/downloads'
import {
  type Guide,
  type GuideBlock,
  guideCopy,
  guideEdition,
  guides,
} from '../src/web/content/guides'
import { site } from '../src/web/content/site'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client', 'guides')

// Brand colors (src/web/styles.css).
const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  )
const colors = {
  navy: hex('#0b2545'),
  teal: hex('#0f6e74'),
  tealLight: hex('#5fb3b3'),
  amber: hex('#f2a541'),
  mist: hex('#eef6f6'),
  border: hex('#d5e3e6'),
  text: hex('#1f3347'),
  muted: hex('#4a5b6e'),
  white: rgb(1, 1, 1),
}

// US Letter, in points.
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 64
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const CONTENT_TOP = PAGE_HEIGHT - 92
const CONTENT_BOTTOM = 84

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Splits text into lines no wider than `width` (words never break; long words overflow). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Capitals with extra tracking, drawn letter by letter (pdf-lib has no character spacing). */
function drawSpaced(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; font: PDFFont; color: ReturnType<typeof rgb> },
  tracking = 1.6,
) {
  let x = options.x
  for (const char of text) {
    page.drawText(char, { ...options, x })
    x += options.font.widthOfTextAtSize(char, options.size) + tracking
  }
  return x - tracking - options.x
}

/** Lines drawn downwards from `y`, `leading` apart; returns the baseline after the last. */
function drawLines(
  page: PDFPage,
  lines: readonly string[],
  options: {
    x: number
    y: number
    size: number
    leading: number
    font: PDFFont
    color: ReturnType<typeof rgb>
  },
) {
  const { y: top, leading, ...text } = options
  let y = top
  for (const line of lines) {
    page.drawText(line, { ...text, y })
    y -= leading
  }
  return y
}

function drawCover(doc: PDFDocument, fonts: Fonts, title: string, guide: Guide) {
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  const panelHeight = 250

  // Navy field with the brand's circles, white panel below.
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: colors.navy })
  page.drawCircle({ x: PAGE_WIDTH - 40, y: PAGE_HEIGHT - 60, size: 190, color: colors.teal })
  page.drawCircle({
    x: PAGE_WIDTH - 40,
    y: PAGE_HEIGHT - 60,
    size: 120,
    color: colors.tealLight,
    opacity: 0.55,
  })
  // An amber ring rising from behind the panel, clear of the text on the left.
  page.drawCircle({
    x: PAGE_WIDTH - 96,
    y: panelHeight,
    size: 56,
    borderColor: colors.amber,
    borderWidth: 9,
    opacity: 0,
    borderOpacity: 0.95,
  })
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: panelHeight, color: colors.white })
  page.drawRectangle({ x: 0, y: panelHeight, width: PAGE_WIDTH, height: 8, color: colors.amber })

  drawSpaced(page, guideCopy.brand, {
    x: MARGIN,
    y: PAGE_HEIGHT - 72,
    size: 13,
    font: fonts.bold,
    color: colors.white,
  })

  // Title block, from the top down.
  let y = PAGE_HEIGHT - 250
  page.drawRectangle({ x: MARGIN, y: y + 26, width: 56, height: 5, color: colors.amber })
  drawSpaced(page, guideCopy.coverKicker.toUpperCase(), {
    x: MARGIN,
    y,
    size: 11,
    font: fonts.bold,
    color: colors.tealLight,
  })
  y -= 52
  for (const line of wrap(title, fonts.bold, 38, CONTENT_WIDTH - 40)) {
    page.drawText(line, { x: MARGIN, y, size: 38, font: fonts.bold, color: colors.white })
    y -= 44
  }
  y -= 6
  for (const line of wrap(guide.subtitle, fonts.regular, 16, CONTENT_WIDTH - 60)) {
    page.drawText(line, { x: MARGIN, y, size: 16, font: fonts.regular, color: colors.tealLight })
    y -= 22
  }
  y -= 12
  for (const line of wrap(guide.summary, fonts.regular, 12, CONTENT_WIDTH - 80)) {
    page.drawText(line, { x: MARGIN, y, size: 12, font: fonts.regular, color: colors.white })
    y -= 18
  }

  // "In this guide": the section headings, numbered.
  y = panelHeight - 44
  drawSpaced(page, guideCopy.inThisGuide.toUpperCase(), {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.bold,
    color: colors.teal,
  })
  y -= 22
  const half = Math.ceil(guide.sections.length / 2)
  guide.sections.forEach((section, index) => {
    const column = index < half ? 0 : 1
    const row = index < half ? index : index - half
    const x = MARGIN + column * (CONTENT_WIDTH / 2 + 8)
    const rowY = y - row * 30
    page.drawText(String(index + 1).padStart(2, '0'), {
      x,
      y: rowY,
      size: 10,
      font: fonts.bold,
      color: colors.amber,
    })
    const lines = wrap(section.heading, fonts.regular, 10, CONTENT_WIDTH / 2 - 40)
    lines.slice(0, 2).forEach((line, lineIndex) => {
      page.drawText(line, {
        x: x + 22,
        y: rowY - lineIndex * 12,
        size: 10,
        font: fonts.regular,
        color: colors.navy,
      })
    })
  })

  page.drawLine({
    start: { x: MARGIN, y: 58 },
    end: { x: PAGE_WIDTH - MARGIN, y: 58 },
    thickness: 0.75,
    color: colors.border,
  })
  page.drawText(`${guideCopy.coverFooter}  ·  ${guideEdition.label}`, {
    x: MARGIN,
    y: 40,
    size: 9,
    font: fonts.regular,
    color: colors.muted,
  })
}

/** Lays out flowing content page by page; headers and footers are drawn once all pages exist. */
class PageWriter {
  page: PDFPage
  y = CONTENT_TOP

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.newPage()
  }

  private newPage() {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.y = CONTENT_TOP
    return page
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM) this.page = this.newPage()
  }

  space(points: number) {
    this.y -= points
  }

  lines(
    lines: readonly string[],
    options: {
      x?: number
      size: number
      leading: number
      font: PDFFont
      color: ReturnType<typeof rgb>
    },
  ) {
    for (const line of lines) {
      this.ensure(options.leading)
      this.y -= options.leading
      this.page.drawText(line, {
        x: options.x ?? MARGIN,
        y: this.y + (options.leading - options.size) / 2,
        size: options.size,
        font: options.font,
        color: options.color,
      })
    }
  }
}

const body = { size: 11, leading: 16.5 }

function drawSectionHeading(writer: PageWriter, number: number, heading: string) {
  const { fonts } = writer
  const lines = wrap(heading, fonts.bold, 18, CONTENT_WIDTH)
  // Keep the heading with at least three lines of what follows.
  writer.ensure(30 + lines.length * 24 + 3 * body.leading)
  writer.space(12)
  writer.page.drawRectangle({
    x: MARGIN,
    y: writer.y - 4,
    width: 28,
    height: 4,
    color: colors.amber,
  })
  writer.page.drawText(String(number).padStart(2, '0'), {
    x: MARGIN + 36,
    y: writer.y - 8,
    size: 10,
    font: fonts.bold,
    color: colors.teal,
  })
  writer.space(14)
  writer.lines(lines, { size: 18, leading: 24, font: fonts.bold, color: colors.navy })
  writer.space(6)
}

function drawBlock(writer: PageWriter, block: GuideBlock) {
  const { fonts } = writer
  if (block.kind === 'paragraph') {
    writer.lines(wrap(block.text, fonts.regular, body.size, CONTENT_WIDTH), {
      ...body,
      font: fonts.regular,
      color: colors.text,
    })
    writer.space(8)
    return
  }
  if (block.kind === 'list') {
    for (const item of block.items) {
      const lines = wrap(item, fonts.regular, body.size, CONTENT_WIDTH - 18)
      writer.ensure(body.leading)
      // The bullet sits on the item's first line.
      writer.page.drawCircle({
        x: MARGIN + 5,
        y: writer.y - body.leading / 2 - 1,
        size: 2.6,
        color: colors.teal,
      })
      writer.lines(lines, { ...body, x: MARGIN + 18, font: fonts.regular, color: colors.text })
      writer.space(4)
    }
    writer.space(6)
    return
  }
  // A tip: a mist panel with a teal rule, kept on one page.
  const size = 10.5
  const leading = 15
  const lines = wrap(block.text, fonts.regular, size, CONTENT_WIDTH - 40)
  const height = 20 + 16 + lines.length * leading + 14
  writer.ensure(height + 8)
  writer.space(4)
  const top = writer.y
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    color: colors.mist,
  })
  writer.page.drawRectangle({ x: MARGIN, y: top - height, width: 4, height, color: colors.teal })
  writer.page.drawText(block.title, {
    x: MARGIN + 20,
    y: top - 28,
    size: 11,
    font: fonts.bold,
    color: colors.teal,
  })
  writer.y = top - 36
  writer.lines(lines, { x: MARGIN + 20, size, leading, font: fonts.regular, color: colors.text })
  writer.y = top - height
  writer.space(14)
}

function drawClosing(writer: PageWriter) {
  const { fonts } = writer
  // Next step and contact: a navy panel.
  const nextLines = wrap(guideCopy.nextStep, fonts.regular, 11, CONTENT_WIDTH - 48)
  const contact = [
    `${guideCopy.phoneLabel}: ${site.phone.display}`,
    `${guideCopy.emailLabel}: ${site.email}`,
    `${guideCopy.hoursLabel}: ${site.hours.join(', ')}`,
  ]
  const panelHeight = 24 + 24 + nextLines.length * 16 + 18 + 16 + contact.length * 16 + 18
  const disclaimerLines = wrap(guideCopy.disclaimer, fonts.regular, 9.5, CONTENT_WIDTH - 40)
  const disclaimerHeight = 20 + 14 + disclaimerLines.length * 13.5 + 14
  writer.ensure(panelHeight + 20 + disclaimerHeight)
  writer.space(16)

  let top = writer.y
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - panelHeight,
    width: CONTENT_WIDTH,
    height: panelHeight,
    color: colors.navy,
  })
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - 5,
    width: CONTENT_WIDTH,
    height: 5,
    color: colors.amber,
  })
  let y = top - 36
  writer.page.drawText(guideCopy.nextStepHeading, {
    x: MARGIN + 24,
    y,
    size: 16,
    font: fonts.bold,
    color: colors.white,
  })
  y -= 22
  y = drawLines(writer.page, nextLines, {
    x: MARGIN + 24,
    y,
    size: 11,
    leading: 16,
    font: fonts.regular,
    color: colors.white,
  })
  y -= 12
  drawSpaced(writer.page, guideCopy.contactHeading.toUpperCase(), {
    x: MARGIN + 24,
    y,
    size: 9.5,
    font: fonts.bold,
    color: colors.tealLight,
  })
  y -= 18
  y = drawLines(writer.page, contact, {
    x: MARGIN + 24,
    y,
    size: 11,
    leading: 16,
    font: fonts.bold,
    color: colors.white,
  })

  // The medical disclaimer, in a bordered box.
  top = top - panelHeight - 20
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - disclaimerHeight,
    width: CONTENT_WIDTH,
    height: disclaimerHeight,
    color: colors.mist,
    borderColor: colors.border,
    borderWidth: 1,
  })
  y = top - 22
  writer.page.drawText(guideCopy.disclaimerHeading, {
    x: MARGIN + 20,
    y,
    size: 10,
    font: fonts.bold,
    color: colors.navy,
  })
  y -= 16
  drawLines(writer.page, disclaimerLines, {
    x: MARGIN + 20,
    y,
    size: 9.5,
    leading: 13.5,
    font: fonts.regular,
    color: colors.text,
  })
  writer.y = top - disclaimerHeight
}

/** Running header and footer with page numbers on every page but the cover. */
function drawPageFurniture(doc: PDFDocument, fonts: Fonts, title: string) {
  const pages = doc.getPages()
  pages.forEach((page, index) => {
    if (index === 0) return
    drawSpaced(page, guideCopy.brand, {
      x: MARGIN,
      y: PAGE_HEIGHT - 48,
      size: 8.5,
      font: fonts.bold,
      color: colors.teal,
    })
    page.drawText(title, {
      x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(title, 8.5),
      y: PAGE_HEIGHT - 48,
      size: 8.5,
      font: fonts.regular,
      color: colors.muted,
    })
    page.drawLine({
      start: { x: MARGIN, y: PAGE_HEIGHT - 58 },
      end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 58 },
      thickness: 0.75,
      color: colors.border,
    })
    page.drawLine({
      start: { x: MARGIN, y: 58 },
      end: { x: PAGE_WIDTH - MARGIN, y: 58 },
      thickness: 0.75,
      color: colors.border,
    })
    page.drawText(`${site.phone.display}  ·  ${site.email}`, {
      x: MARGIN,
      y: 42,
      size: 8.5,
      font: fonts.regular,
      color: colors.muted,
    })
    const number = guideCopy.page(index + 1, pages.length)
    page.drawText(number, {
      x: PAGE_WIDTH - MARGIN - fonts.bold.widthOfTextAtSize(number, 8.5),
      y: 42,
      size: 8.5,
      font: fonts.bold,
      color: colors.navy,
    })
  })
}

async function buildGuide(id: keyof typeof guides, title: string): Promise<Uint8Array> {
  const guide: Guide = guides[id]
  // No automatic dates: the same content builds the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setAuthor(site.brand)
  doc.setSubject(guide.subtitle)
  doc.setCreator(`${site.brand} website`)
  doc.setProducer('pdf-lib')
  doc.setLanguage('en-US')
  doc.setCreationDate(new Date(guideEdition.date))
  doc.setModificationDate(new Date(guideEdition.date))

  drawCover(doc, fonts, title, guide)
  const writer = new PageWriter(doc, fonts)
  guide.sections.forEach((section, index) => {
    drawSectionHeading(writer, index + 1, section.heading)
    for (const block of section.blocks) drawBlock(writer, block)
  })
  drawClosing(writer)
  drawPageFurniture(doc, fonts, title)
  return doc.save()
}

fs.mkdirSync(outDir, { recursive: true })
for (const { id, title } of downloadResources) {
  const bytes = await buildGuide(id, title)
  fs.writeFileSync(path.join(outDir, `${id}.pdf`), bytes)
  const pages = (await PDFDocument.load(bytes)).getPageCount()
  console.log(`guides/${id}.pdf: ${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB`)
  // /downloads tells visitors the page count: keep it true.
  const advertised = resources.find((resource) => resource.id === id)?.pages
  if (advertised !== `${pages} pages`) {
    throw new Error(`${id}: /downloads says "${advertised}", the PDF has ${pages} pages`)
  }
}

// The shapes the home page's sections share (a link, a picture, a video and its poster) and the
// storage bucket of its videos; home.ts and its home-*.ts sections use them.

export type HomeLink = { label: string; href: string }
export type HomeImage = { src: string; alt: string; width: number; height: number }
export type HomePoster = { webp: string; jpg: string; width: number; height: number }
export type HomeMediaObject = { bucket: string; file: string }

export const heroBucket = 'hero-videos'

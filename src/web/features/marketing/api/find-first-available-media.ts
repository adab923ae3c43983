import { pageObjectUrl } from './public-object-url'

/**
 * The first of `files` that the storage bucket actually serves, tried in order, each with a
 * HEAD request on its public URL (docs/product.md, Hero videos: the weight-loss video's fallback
 * names). A candidate counts only when it answers 200; a network failure skips to the next. `null`
 * when none does, so the caller keeps its still image.
 */
export async function findFirstAvailableMedia(
  bucket: string,
  files: readonly string[],
): Promise<string | null> {
  for (const file of files) {
    try {
      const response = await fetch(pageObjectUrl(bucket, file), { method: 'HEAD' })
      if (response.status === 200) return file
    } catch (error) {
      console.warn(`Media candidate ${file} could not be checked:`, error)
    }
  }
  return null
}

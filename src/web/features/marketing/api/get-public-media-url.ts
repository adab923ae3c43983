import { getSiteConfig } from '@/lib/supabase'

/**
 * The public URL of a storage object, spelled exactly as supabase-js's `getPublicUrl` spells it
 * (docs/wire-contract.md, Public URLs; a test holds the two equal). It is built here rather than
 * asked of supabase-js: a public page would otherwise download and parse the whole client
 * (about 50 KB gzip) to join three strings.
 */
export async function getPublicMediaUrl(bucket: string, file: string): Promise<string> {
  const { supabaseUrl } = await getSiteConfig()
  return publicObjectUrl(supabaseUrl, bucket, file)
}

/** supabase-js: `new URL('storage/v1', base + '/')`, then `/object/public/<bucket>/<path>`, encodeURI'd. */
export function publicObjectUrl(supabaseUrl: string, bucket: string, file: string): string {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`
  const storage = new URL('storage/v1', base).href
  return encodeURI(`${storage}/object/public/${bucket}/${file.replace(/^\/+/, '')}`)
}

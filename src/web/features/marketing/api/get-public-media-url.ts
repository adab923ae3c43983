import { getSiteConfig } from '@/lib/supabase'

import { publicObjectUrl } from './public-object-url'

/**
 * The public URL of a storage object at the configured backend. It is built here rather than
 * asked of supabase-js: a public page would otherwise download and parse the whole client
 * (about 50 KB gzip) to join three strings.
 */
export async function getPublicMediaUrl(bucket: string, file: string): Promise<string> {
  const { supabaseUrl } = await getSiteConfig()
  return publicObjectUrl(supabaseUrl, bucket, file)
}

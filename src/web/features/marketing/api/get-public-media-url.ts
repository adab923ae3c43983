import { getSupabase } from '@/lib/supabase'

/**
 * The public URL of a storage object, as supabase-js spells it (docs/wire-contract.md, Public URLs:
 * "storage public URL lookup … answer field used is the public URL"). supabase-js is loaded on
 * first use, so callers run this after first paint.
 */
export async function getPublicMediaUrl(bucket: string, file: string): Promise<string> {
  const supabase = await getSupabase()
  return supabase.storage.from(bucket).getPublicUrl(file).data.publicUrl
}

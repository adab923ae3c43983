/**
 * The public URL of a storage object, spelled exactly as supabase-js's `getPublicUrl` spells it
 * (docs/wire-contract.md, Public URLs; a test holds the two equal): `new URL('storage/v1',
 * base + '/')`, then `/object/public/<bucket>/<path>`, encodeURI'd. It imports nothing, so the
 * hero video's island can use it without the app.
 */
export function publicObjectUrl(supabaseUrl: string, bucket: string, file: string): string {
  const base = supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`
  const storage = new URL('storage/v1', base).href
  return encodeURI(`${storage}/object/public/${bucket}/${file.replace(/^\/+/, '')}`)
}

/**
 * The same object on the server that served the page. supabase-js's base URL is always that
 * server (`/config.json` names its PUBLIC_URL, and the server answers no other host), so the
 * page's own origin gives the same URL without asking for the configuration first.
 */
export function pageObjectUrl(bucket: string, file: string): string {
  return publicObjectUrl(window.location.origin, bucket, file)
}

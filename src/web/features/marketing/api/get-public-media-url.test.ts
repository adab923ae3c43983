import { createClient } from '@supabase/supabase-js'

import { publicObjectUrl } from './public-object-url'

// The URL must be the one supabase-js itself would give (docs/wire-contract.md, Public URLs):
// compared with the real client, not with a copy of its rule.
const cases: Array<[string, string, string]> = [
  ['http://127.0.0.1:3000', 'hero-videos', 'weight-loss-hero.mp4'],
  ['https://renew.example/', 'hero-videos', '/journey video.mp4'],
  ['https://renew.example/base', 'team', 'dr mason/portrait (1).webp'],
]

test.each(cases)('%s %s %s is spelled as supabase-js spells it', (url, bucket, file) => {
  const supabase = createClient(url, 'anon-key', {
    auth: { persistSession: false, storageKey: `sb-${url}-${file}` },
  })
  const expected = supabase.storage.from(bucket).getPublicUrl(file).data.publicUrl
  expect(publicObjectUrl(url, bucket, file)).toBe(expected)
})

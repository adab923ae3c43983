import type { Manifest } from './manifest'

/** What a backup holds, in the few lines both scripts print for the operator. */
export function describeManifest(manifest: Manifest): string[] {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0)
  const tables = Object.keys(manifest.tables).length
  const migrations = manifest.migrations.length
    ? `${manifest.migrations.length} migrations up to ${manifest.migrations.at(-1)}`
    : 'no migrations'
  const skipped = manifest.storage.skipped.length
    ? ` (links not followed: ${manifest.storage.skipped.join(', ')})`
    : ''
  return [
    `taken    ${manifest.created_at} from ${manifest.source_data_dir}`,
    `database ${manifest.database}: integrity ok, ${rows} rows in ${tables} tables, ${migrations}`,
    `secrets  ${manifest.secrets.join(', ') || 'none (JWT_SECRET is set in the environment)'}`,
    `storage  ${manifest.storage.files} files, ${formatBytes(manifest.storage.bytes)}${skipped}`,
    `intake   ${intakeKey(manifest)}`,
  ]
}

function intakeKey(manifest: Manifest): string {
  if (manifest.secrets.includes('intake-key')) return 'key in the backup (an older backup format)'
  if (manifest.intake_key_id) return `sealed under key ${manifest.intake_key_id}, kept apart`
  return 'no sealed data, no key'
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`
}

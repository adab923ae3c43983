import { randomUUID } from 'node:crypto'
import type { Stats } from 'node:fs'
import { copyFile, mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'

/**
 * Copies shipped media (`sourceDir/<bucket>/<path>`) into the storage root the object server
 * reads from. Runs at every start, so it skips files that are already current: a file is copied
 * only when the target is missing, differs in size, or is older than the source.
 */
export async function seedStorage(
  sourceDir: string,
  storageRoot: string,
): Promise<{ copied: number }> {
  await mkdir(storageRoot, { recursive: true })
  let copied = 0
  for await (const relative of walkFiles(sourceDir, '')) {
    const source = path.join(sourceDir, relative)
    const target = path.join(storageRoot, relative)
    const sourceStats = await stat(source)
    if (await isCurrent(target, sourceStats)) continue
    await mkdir(path.dirname(target), { recursive: true })
    await copyAtomically(source, target, sourceStats)
    copied += 1
  }
  return { copied }
}

/** Relative paths of every regular file under `dir`, following symlinks to files only. */
async function* walkFiles(root: string, relativeDir: string): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relativeDir), { withFileTypes: true })
  for (const entry of entries) {
    const relative = path.join(relativeDir, entry.name)
    if (entry.isDirectory()) {
      yield* walkFiles(root, relative)
    } else if (entry.isFile()) {
      yield relative
    } else if (entry.isSymbolicLink()) {
      // A symlinked file is shipped content; symlinked directories are not followed, which
      // rules out cycles.
      const target = await stat(path.join(root, relative)).catch(() => null)
      if (target?.isFile()) yield relative
    }
  }
}

async function isCurrent(target: string, source: Stats): Promise<boolean> {
  let existing: Stats
  try {
    existing = await stat(target)
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false
    throw error
  }
  // Whole seconds: copies get the source mtime, and not every filesystem keeps sub-second
  // precision, so a finer comparison could re-copy everything on every start.
  return (
    existing.isFile() &&
    existing.size === source.size &&
    Math.floor(existing.mtimeMs / 1000) >= Math.floor(source.mtimeMs / 1000)
  )
}

/**
 * Copy to a hidden temp file next to the target, flush it, then rename over the target:
 * rename is atomic within a directory, so readers (and a crash) only ever see the old
 * object or the complete new one, never a truncated file.
 */
async function copyAtomically(source: string, target: string, sourceStats: Stats): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.seed-tmp`)
  try {
    await copyFile(source, temp)
    // Keep the source mtime so Last-Modified/ETag describe the shipped file and the next
    // start sees the target as current.
    await utimes(temp, sourceStats.atime, sourceStats.mtime)
    const handle = await open(temp, 'r+')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

import { createHash } from 'node:crypto'
import { createReadStream, constants } from 'node:fs'
import {
  chmod,
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  realpath,
  stat,
  utimes,
} from 'node:fs/promises'
import path from 'node:path'

// File helpers shared by backup and restore. A backup holds every lead and the key that signs
// every session, so what they write is private to the operator: folders 0700, files 0600
// (set explicitly, whatever the umask), each file flushed to disk before it counts as written.

/** Create `dir` (not its parents) with mode 0700; fails if it already exists. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { mode: 0o700 })
  await chmod(dir, 0o700)
}

/** Each missing folder of `relativeDir` under `root`, mode 0700. */
export async function makePrivateDirs(root: string, relativeDir: string): Promise<void> {
  let current = root
  for (const part of relativeDir.split(path.sep)) {
    if (part === '' || part === '.') continue
    current = path.join(current, part)
    if (!(await exists(current))) await makePrivateDir(current)
  }
}

export async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * Copy one file to a new path (never over an existing one), mode 0600, keeping its mtime:
 * the storage server's Last-Modified and ETag come from it, and the start-up media seeding
 * compares it.
 */
export async function copyPrivateFile(source: string, target: string): Promise<void> {
  const { atime, mtime } = await stat(source)
  await copyFile(source, target, constants.COPYFILE_EXCL)
  await chmod(target, 0o600)
  await utimes(target, atime, mtime)
  await syncFile(target)
}

export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Make a rename in `dir` durable (the new name is an entry of the folder, not of the file). */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Manifest paths use "/" whatever the platform, so a backup reads the same everywhere. */
export function toManifestPath(relative: string): string {
  return relative.split(path.sep).join('/')
}

export type StorageListing = {
  /** Relative paths of the files to copy. */
  files: string[]
  /** Relative paths left out: links to directories, or to anything outside the storage root. */
  skipped: string[]
}

/**
 * Every file under the storage root. The root itself may be a link (the README suggests
 * pointing DATA_DIR/storage at shared storage). Inside it, a link to a file is copied as a
 * file when it stays inside the root — the storage server serves such links — while links
 * to directories (possible cycles) and links leading out of the root (never served) are
 * skipped and reported rather than followed.
 */
export async function listStorageFiles(root: string): Promise<StorageListing> {
  const listing: StorageListing = { files: [], skipped: [] }
  let realRoot: string
  try {
    realRoot = await realpath(root)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return listing
    throw error
  }
  await walk(realRoot, '', listing)
  return listing
}

async function walk(root: string, relativeDir: string, listing: StorageListing): Promise<void> {
  const entries = await readdir(path.join(root, relativeDir), { withFileTypes: true })
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.join(relativeDir, entry.name)
    if (entry.isDirectory()) {
      await walk(root, relative, listing)
    } else if (entry.isFile()) {
      listing.files.push(relative)
    } else if (entry.isSymbolicLink() && (await isFileInside(root, relative))) {
      listing.files.push(relative)
    } else {
      listing.skipped.push(relative)
    }
  }
}

async function isFileInside(root: string, relative: string): Promise<boolean> {
  try {
    const target = await realpath(path.join(root, relative))
    return target.startsWith(root + path.sep) && (await lstat(target)).isFile()
  } catch {
    return false
  }
}

import type { Database } from '../db/database'

// Merged people (docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md): staff link an
// address to another when both are one person (`person_links`, 0017). Nobody's rows are
// rewritten; the readers follow the links. `from_email` is unique, so one person's addresses form
// a tree whose root is the address never merged away.

export type PersonLink = { from: string; into: string; actorId: string; at: string }

const lower = (email: string) => email.trim().toLowerCase()

/**
 * Every address linked to `email`, both directions and transitively, with `email` itself first
 * (lower-cased), the rest sorted. One query per level of the tree: merges are few and shallow.
 */
export async function linkedAddresses(db: Database, email: string): Promise<string[]> {
  const start = lower(email)
  const seen = new Set([start])
  let frontier = [start]
  while (frontier.length > 0) {
    const rows = await db
      .selectFrom('person_links')
      .select(['from_email', 'into_email'])
      .where((eb) => eb.or([eb('from_email', 'in', frontier), eb('into_email', 'in', frontier)]))
      .execute()
    frontier = []
    for (const row of rows) {
      for (const address of [row.from_email, row.into_email]) {
        if (!seen.has(address)) {
          seen.add(address)
          frontier.push(address)
        }
      }
    }
  }
  return [start, ...[...seen].filter((address) => address !== start).sort()]
}

/** Each linked address's group, as a map from address to the group's root (for the queue). */
export async function linkGroups(db: Database): Promise<Map<string, string>> {
  const rows = await db.selectFrom('person_links').select(['from_email', 'into_email']).execute()
  const into = new Map(rows.map((row) => [row.from_email, row.into_email]))
  const rootOf = (address: string) => {
    let at = address
    // The tree has no cycle (mergePeople refuses one); the bound only guards a hand-edited table.
    for (let step = 0; step <= into.size && into.has(at); step++) at = into.get(at)!
    return at
  }
  const groups = new Map<string, string>()
  for (const row of rows) {
    groups.set(row.from_email, rootOf(row.from_email))
    groups.set(row.into_email, rootOf(row.into_email))
  }
  return groups
}

export type MergeOutcome =
  | { kind: 'merged'; link: PersonLink }
  /** Already one person (the same address, or linked already): nothing recorded. */
  | { kind: 'already' }

/**
 * Record that `from` is the same person as `into`, with `record` (the audit record) in the same
 * transaction. When `from` was merged into someone already, the link goes from its tree's root,
 * so each address keeps at most one link out and the tree stays one.
 */
export async function mergePeople(
  db: Database,
  { from, into, actorId, now }: { from: string; into: string; actorId: string; now: Date },
  record: (trx: Database, link: PersonLink) => Promise<void>,
): Promise<MergeOutcome> {
  return db.transaction().execute(async (trx) => {
    const group = await linkedAddresses(trx, from)
    if (group.includes(lower(into))) return { kind: 'already' as const }
    let root = lower(from)
    // At most one step per address of the group: a cycle (two merges raced) cannot hold it.
    for (let step = 0; step < group.length; step++) {
      const out = await trx
        .selectFrom('person_links')
        .select('into_email')
        .where('from_email', '=', root)
        .executeTakeFirst()
      if (!out) break
      root = out.into_email
    }
    const link = { from: root, into: lower(into), actorId, at: now.toISOString() }
    await trx
      .insertInto('person_links')
      .values({
        from_email: link.from,
        into_email: link.into,
        actor_id: actorId,
        created_at: link.at,
      })
      .execute()
    await record(trx, link)
    return { kind: 'merged' as const, link }
  })
}

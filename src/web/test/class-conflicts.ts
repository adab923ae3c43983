// cn() joins classes without merging them (lib/cn.ts): of two classes that set the same property,
// the one later in the stylesheet wins, whatever their order in the list. The class-conflicts
// tests keep such pairs out. tailwind-merge knows which Tailwind classes conflict, so it is the
// judge here (and only in tests): a class list is clean when twMerge keeps every class in it.
import { twMerge } from 'tailwind-merge'

/** The classes of `list` that tailwind-merge would drop because a later one overrides them. */
export function overridden(list: string) {
  const kept = new Set(twMerge(list).split(' '))
  return list.split(/\s+/).filter((name) => name && !kept.has(name))
}

export function describeConflict(where: string, list: string) {
  return `${where}\n  class="${list}"\n  overridden: ${overridden(list).join(' ')}\n  twMerge keeps: ${twMerge(list)}`
}

/**
 * A record of conflicts: `check` takes class lists and where they were seen, `conflicts` lists
 * each distinct conflicting list once, where it was first seen (a component on every page is
 * reported once).
 */
export function conflictLog() {
  const found = new Map<string, string>()
  const checked = new Set<string>()
  return {
    check(where: string, lists: Iterable<string>) {
      for (const list of lists) {
        if (checked.has(list)) continue
        checked.add(list)
        if (overridden(list).length > 0) found.set(list, describeConflict(where, list))
      }
    },
    get conflicts() {
      return [...found.values()]
    },
  }
}

/** The class attribute of `root` and of every element in it (SVG elements included). */
export function classListsIn(root: Element) {
  return [root, ...root.querySelectorAll('[class]')].flatMap((element) => {
    const list = element.getAttribute('class')
    return list ? [list] : []
  })
}

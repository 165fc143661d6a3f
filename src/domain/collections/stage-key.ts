/**
 * A construction stage's key (decision 191): its name trimmed, lower-cased, with single spaces, so
 * the tower's "Slab 3" meets a plan's "slab  3". Pure.
 */
export function stageKeyOf(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

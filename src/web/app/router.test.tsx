import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navigationFor } from '../../domain/navigation';
import { ROLES } from '../../domain/roles';
import { SCREEN_KEYS, SCREENS, screenCapability } from '../../domain/screens';
import { publicScreenLoaders } from './public-screen-loaders';
import { routes } from './router';
import { screenLoaders } from './screen-loaders';

/** Every route with a path, with the capability of the RequireCapability guard around it (if any). */
function flatten(
  list: RouteObject[],
  capability: string | null = null,
): { path: string; capability: string | null; lazy: boolean }[] {
  return list.flatMap((route) => {
    const element = route.element;
    const guard =
      isValidElement<{ capability?: string }>(element) && element.props.capability
        ? element.props.capability
        : capability;
    const own = route.path ? [{ path: route.path, capability: guard, lazy: typeof route.lazy === 'function' }] : [];
    return [...own, ...flatten(route.children ?? [], guard)];
  });
}

describe('the router built from the table of screens', () => {
  const built = flatten(routes).filter((r) => r.path !== '*');

  it('has one lazily loaded route for every screen, and no other', () => {
    expect(built.map((r) => r.path).sort()).toEqual(SCREEN_KEYS.map((key) => SCREENS[key].path).sort());
    expect(built.every((r) => r.lazy)).toBe(true);
    expect(Object.keys({ ...publicScreenLoaders, ...screenLoaders }).sort()).toEqual([...SCREEN_KEYS].sort());
  });

  it("guards each screen with the table's capability, the one its menu item is shown for", () => {
    const guardOf = new Map(built.map((r) => [r.path, r.capability]));
    for (const key of SCREEN_KEYS) expect(guardOf.get(SCREENS[key].path), key).toBe(screenCapability(key));
    const capabilityOf = new Map(SCREEN_KEYS.map((key) => [SCREENS[key].path as string, screenCapability(key)]));
    for (const role of ROLES) {
      for (const group of navigationFor(role)) {
        for (const link of group.children ?? [{ to: group.to! }]) {
          expect(guardOf.get(link.to), link.to).toBe(capabilityOf.get(link.to));
          expect(guardOf.get(link.to), link.to).not.toBeNull();
        }
      }
    }
  });
});

import { IconCircleDot } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../../domain/navigation';
import { navIcon } from './nav-icons';

describe('navIcon', () => {
  it('has an icon of its own for every group of the sidebar (the dot is only for a key nobody drew)', () => {
    const withoutIcon = MENU.filter((group) => navIcon(group.key) === IconCircleDot).map((group) => group.key);
    expect(withoutIcon).toEqual([]);
  });
});

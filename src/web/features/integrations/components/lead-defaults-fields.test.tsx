/** @vitest-environment jsdom */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LeadOptions } from '../../../../domain/schemas/lead';
import { choose } from '../../../test/choose';
import '../../../test/dom-setup';
import { type LeadDefaults, LeadDefaultsFields, leadDefaultsInput, leadDefaultsOf } from './lead-defaults-fields';

// jsdom lays nothing out; Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

const options: LeadOptions = {
  sources: [
    { _id: 's1', name: '99acres', active: true },
    { _id: 's2', name: 'Old hoarding', active: false },
  ],
  branches: [{ _id: 'b1', name: 'Baner' }],
  assignees: [{ _id: 'm1', name: 'Priya Patil', role: 2 }],
  projects: [],
};

function Card({ start, seen }: { start: LeadDefaults; seen: LeadDefaults[] }) {
  const [value, setValue] = useState(start);
  return (
    <MantineProvider>
      <LeadDefaultsFields
        value={value}
        onChange={(key, v) => {
          const next = { ...value, [key]: v };
          seen.push(next);
          setValue(next);
        }}
        options={options}
        error={(name) => (name === 'project' ? 'Project must be at most 150 characters.' : undefined)}
        projectDescription="When the portal does not say"
      />
    </MantineProvider>
  );
}

describe('the lead defaults of a portal or push source', () => {
  it('reads saved settings, where nothing fixed means the assignment rules, and saves them back the same', () => {
    const saved = { assignedTo: null, sourceId: 's1', branchId: null, project: 'Sahyadri Heights' };
    const fields = leadDefaultsOf(saved);
    expect(fields.sourceId).toBe('s1');
    expect(fields.branchId).toBe('');
    expect(leadDefaultsInput(fields)).toEqual(saved);
    expect(leadDefaultsInput({ ...fields, assignedTo: 'm1', project: '' })).toEqual({
      ...saved,
      assignedTo: 'm1',
      project: null,
    });
  });

  it('offers the rules or a member, only active sources, and shows the field errors given', async () => {
    const seen: LeadDefaults[] = [];
    render(
      <Card start={leadDefaultsOf({ assignedTo: null, sourceId: null, branchId: null, project: null })} seen={seen} />,
    );
    expect(screen.getByLabelText('Assignee', { selector: 'input' })).toHaveProperty('value', 'Use assignment rules');
    expect(screen.getByText('Project must be at most 150 characters.')).toBeTruthy();
    expect(screen.getByText('When the portal does not say')).toBeTruthy();
    await choose('Assignee', 'Priya Patil');
    await choose('Source', '99acres');
    expect(leadDefaultsInput(seen.at(-1) as LeadDefaults)).toEqual({
      assignedTo: 'm1',
      sourceId: 's1',
      branchId: null,
      project: null,
    });
    screen.getByLabelText('Source', { selector: 'input' }).click();
    expect(screen.queryByRole('option', { name: 'Old hoarding', hidden: true })).toBeNull();
  });
});

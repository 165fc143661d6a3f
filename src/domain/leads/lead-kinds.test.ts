import { describe, expect, it } from 'vitest';
import { classifyLeadKind, LEAD_KIND_KEYWORDS } from './lead-kinds';

describe('classifyLeadKind', () => {
  it('takes the kind chosen on the form first', () => {
    expect(classifyLeadKind({ kind: 'plot', requirement: '2 BHK flat' })).toBe('plot');
  });

  it('reads the requirement and the project, first matching kind wins', () => {
    expect(classifyLeadKind({ requirement: '2 BHK in Wakad' })).toBe('residential');
    expect(classifyLeadKind({ requirement: '1 RK' })).toBe('residential');
    expect(classifyLeadKind({ requirement: 'Row house' })).toBe('residential');
    expect(classifyLeadKind({ requirement: 'Office' })).toBe('commercial');
    expect(classifyLeadKind({ project: 'Green Valley Villas' })).toBe('residential');
    expect(classifyLeadKind({ requirement: 'Shop on the ground floor' })).toBe('commercial');
    expect(classifyLeadKind({ requirement: 'Warehouse near the highway' })).toBe('commercial');
    expect(classifyLeadKind({ requirement: 'NA plot, 2 gunta' })).toBe('plot');
    expect(classifyLeadKind({ requirement: '50 bags of cement for my flat' })).toBe('materials');
    expect(classifyLeadKind({ requirement: 'TMT bars' })).toBe('materials');
    expect(classifyLeadKind({ requirement: 'River sand' })).toBe('materials');
  });

  it('answers unknown when nothing matches, and does not read "thousand" as sand', () => {
    expect(classifyLeadKind({})).toBe('unknown');
    expect(classifyLeadKind({ requirement: 'Budget fifty thousand', kind: 'other' })).toBe('unknown');
    expect(classifyLeadKind({ requirement: null, project: null, kind: null })).toBe('unknown');
  });

  it('keeps keywords to lower-case letters and spaces (safe inside a SQL regular expression)', () => {
    for (const [, words] of LEAD_KIND_KEYWORDS) for (const w of words) expect(w).toMatch(/^[a-z ]+$/);
  });
});

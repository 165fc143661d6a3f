import { describe, expect, it } from 'vitest';
import { advanceQuestion } from './advance';

describe('the payment form’s advance question', () => {
  it('asks only when the amount and the TDS together are more than is due, to the paisa', () => {
    expect(advanceQuestion(105_000, 104_000, 1_000)).toBeNull();
    expect(advanceQuestion(105_000, 104_000.01, 1_000)).toEqual({ credit: 105_000.01, due: 105_000, advance: 0.01 });
    expect(advanceQuestion(0.3, 0.1, 0.2)).toBeNull();
  });
  it('treats nothing due as all of it an advance', () => {
    expect(advanceQuestion(0, 50_000, undefined)).toEqual({ credit: 50_000, due: 0, advance: 50_000 });
  });
});

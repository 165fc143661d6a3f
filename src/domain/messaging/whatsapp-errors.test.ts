import { describe, expect, it } from 'vitest';
import { whatsappFailure } from './whatsapp-errors';

describe('whatsappFailure', () => {
  it('words the codes staff meet most, and says which are worth trying again', () => {
    expect(whatsappFailure(131047, 'Re-engagement message')).toEqual({
      reason: 'More than 24 hours have passed since the buyer last wrote: only a template can be sent now.',
      temporary: false,
    });
    expect(whatsappFailure('470', null).reason).toBe(whatsappFailure(131047).reason);
    expect(whatsappFailure(131026).reason).toMatch(/not be on WhatsApp/);
    expect(whatsappFailure(131049).reason).toMatch(/marketing/);
    expect(whatsappFailure(131050).reason).toMatch(/stopped marketing messages/);
    expect(whatsappFailure(190).reason).toMatch(/^Meta refused the access token/);
    expect(whatsappFailure(133010).reason).toMatch(/not registered/);
    expect(whatsappFailure(131031)).toEqual(whatsappFailure(368));
    for (const code of [132000, 132001, 132005, 132007, 132012, 132015, 132016]) {
      expect(whatsappFailure(code).reason, String(code)).toMatch(/^The template could not be used/);
    }
    for (const code of [131051, 131052, 131053]) expect(whatsappFailure(code).reason).toMatch(/file/);
  });

  it('marks rate limits and Meta-side trouble temporary, refusals final', () => {
    for (const code of [130429, 131056, 131000, 131016])
      expect(whatsappFailure(code).temporary, String(code)).toBe(true);
    for (const code of [131026, 131047, 131050, 190, 100, 132001]) {
      expect(whatsappFailure(code).temporary, String(code)).toBe(false);
    }
  });

  it("gives the provider's own words for a code it does not know", () => {
    expect(whatsappFailure(999999, 'Something new')).toEqual({
      reason: 'WhatsApp refused the message: Something new (code 999999).',
      temporary: false,
    });
    expect(whatsappFailure(null, 'Odd answer').reason).toBe('WhatsApp refused the message: Odd answer');
    expect(whatsappFailure(undefined).reason).toBe('WhatsApp refused the message.');
    expect(whatsappFailure('42').reason).toBe('WhatsApp refused the message (code 42).');
  });
});

import { describe, expect, it } from 'vitest';
import { templateInputSchema } from '../schemas/message-template';
import { checkedDltText, checkSmsTemplateShape, dltMatch, renderDlt } from './dlt';
import { smsFailureReason } from './gateway-codes';
import { smsAmount } from './notice-sms';
import { nextPromoWindowStart } from './send-window';
import { smsEncoding, smsLength } from './sms-text';
import { fillVariables, htmlToText, unknownVariables } from './variables';

const REG = 'Dear {#var#}, your site visit at {#var#} is on {#var#}. Call {#var#} -ESTDSK';
const VARS = ['firstName', 'project', 'siteVisitDate', 'executiveMobile'];

describe('SMS length and parts', () => {
  it.each([
    ['', 'gsm7', 0, 0],
    ['a'.repeat(160), 'gsm7', 160, 1],
    ['a'.repeat(161), 'gsm7', 161, 2],
    ['a'.repeat(306), 'gsm7', 306, 2],
    ['a'.repeat(307), 'gsm7', 307, 3],
    ['€'.repeat(80), 'gsm7', 160, 1], // extension characters take two septets
    ['{'.repeat(81), 'gsm7', 162, 2],
    ['न'.repeat(70), 'ucs2', 70, 1],
    ['न'.repeat(71), 'ucs2', 71, 2],
    ['न'.repeat(134), 'ucs2', 134, 2],
    ['न'.repeat(135), 'ucs2', 135, 3],
    ['Hi “Ravi”', 'ucs2', 9, 1], // curly quotes are not GSM-7
  ])('%#: %s', (text, encoding, length, segments) => {
    const r = smsLength(text);
    expect(r.encoding).toBe(encoding);
    expect(r.length).toBe(length);
    expect(r.segments).toBe(segments);
  });

  it('counts an emoji as two UCS-2 units', () => {
    expect(smsEncoding('ok 👍')).toBe('ucs2');
    expect(smsLength('ok 👍').length).toBe(5);
  });
});

describe('DLT validation', () => {
  const values = {
    firstName: 'Ravi',
    project: 'Sunrise Towers',
    siteVisitDate: '12/12/2026 11:00',
    executiveMobile: '9876543210',
  };

  it('renders a matching message', () => {
    const r = renderDlt(REG, VARS, values);
    expect(r.problems).toEqual([]);
    expect(r.text).toBe('Dear Ravi, your site visit at Sunrise Towers is on 12/12/2026 11:00. Call 9876543210 -ESTDSK');
    expect(dltMatch(REG, r.text)).toEqual({ ok: true });
  });

  it('refuses extra text and says what it is', () => {
    const r = dltMatch(REG, 'Dear Ravi, your site visit at X is on Y. Call Z -ESTDSK Offer ends today!');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('Offer ends today!');
  });

  it('refuses changed wording and shows the mismatch', () => {
    const r = dltMatch(REG, 'Dear Ravi, your visit at X is on Y. Call Z -ESTDSK');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.expected).toBe(', your site visit at ');
  });

  it('refuses a missing variable value', () => {
    const r = renderDlt(REG, VARS, { ...values, project: null }, (v) => v);
    expect(r.problems).toEqual(['project has no value for this lead.']);
  });

  it('refuses a value over 30 characters', () => {
    const r = renderDlt(REG, VARS, { ...values, project: 'The Grand Sunrise Towers Phase Two East' });
    expect(r.problems[0]).toMatch(/at most 30/);
    expect(dltMatch(REG, r.text).ok).toBe(false);
  });

  it('refuses placeholders and variables that do not line up', () => {
    expect(checkSmsTemplateShape(REG, VARS.slice(0, 3))[0]).toMatch(/4 placeholders .* 3 variables/);
    expect(checkSmsTemplateShape(REG, VARS)).toEqual([]);
  });

  it('matches a Devanagari (Unicode) template', () => {
    const reg = 'प्रिय {#var#}, {#var#} में आपका स्वागत है।';
    const r = renderDlt(reg, ['name', 'project'], { name: 'रवि', project: 'सनराइज़' });
    expect(r.problems).toEqual([]);
    expect(dltMatch(reg, r.text).ok).toBe(true);
    expect(smsLength(r.text).encoding).toBe('ucs2');
  });

  it('accepts the placeholder however the portal cased it', () => {
    expect(dltMatch('Hi {#VAR#}!', 'Hi Ravi!').ok).toBe(true);
  });

  it('maps gateway DLT codes to readable reasons', () => {
    expect(smsFailureReason('23005')).toMatch(/DND/);
    expect(smsFailureReason('FAILED_DLT_TEMPLATE')).toMatch(/template id/);
    expect(smsFailureReason('999', 'Weird')).toBe('Weird (gateway code 999)');
  });
});

describe('email variables', () => {
  it('fills and escapes in HTML', () => {
    expect(fillVariables('<p>Dear {{name}}</p>', { name: 'A & <B>' }, 'html')).toBe('<p>Dear A &amp; &lt;B&gt;</p>');
    expect(fillVariables('Dear {{ name }}', { name: 'Ravi' })).toBe('Dear Ravi');
  });
  it('flags unknown variables', () => {
    expect(unknownVariables('Hi {{nmae}} of {{project}}')).toEqual(['nmae']);
  });
  it('makes plain text from HTML', () => {
    expect(htmlToText('<p>Hi <b>Ravi</b></p><p>See <a href="https://x.in">brochure</a></p>')).toBe(
      'Hi Ravi\nSee brochure (https://x.in)',
    );
  });
  it('parses an SMS template input', () => {
    const r = templateInputSchema.safeParse({
      channel: 'sms',
      name: 'Visit reminder',
      dltTemplateId: '1107160000000012345',
      senderId: 'ESTDSK',
      category: 'service_implicit',
      registeredText: REG,
      variables: VARS,
    });
    expect(r.success).toBe(true);
  });
});

describe('promotional window (IST)', () => {
  it.each([
    ['2026-11-23T03:29:00Z', '2026-11-23T03:30:00.000Z'], // 08:59 IST → 09:00 same day
    ['2026-11-23T03:30:00Z', null], // 09:00 IST
    ['2026-11-23T15:29:00Z', null], // 20:59 IST
    ['2026-11-23T15:30:00Z', '2026-11-24T03:30:00.000Z'], // 21:00 IST → next morning
    ['2026-11-23T20:00:00Z', '2026-11-24T03:30:00.000Z'], // 01:30 IST on the 24th → 09:00 that day
  ])('%s', (now, expected) => {
    expect(nextPromoWindowStart(new Date(now))?.toISOString() ?? null).toBe(expected);
  });
});

describe('the DLT check before a message leaves (decision 199)', () => {
  const values = {
    firstName: 'Ravi',
    project: 'Lake View',
    siteVisitDate: '05/12/2026 11:00',
    executiveMobile: '9876543210',
  };

  it('passes a text filled within the rules', () => {
    expect(checkedDltText(REG, VARS, values)).toEqual({
      text: 'Dear Ravi, your site visit at Lake View is on 05/12/2026 11:00. Call 9876543210 -ESTDSK',
      problem: null,
    });
  });

  it('names an empty value and a value over 30 characters, and a text that no longer matches', () => {
    expect(checkedDltText(REG, VARS, { ...values, firstName: '' }).problem).toBe(
      'firstName has no value for this lead.',
    );
    expect(checkedDltText(REG, VARS, { ...values, project: 'x'.repeat(31) }).problem).toMatch(
      /^project is 31 characters .*DLT allows at most 30/,
    );
    expect(checkedDltText(REG, VARS.slice(0, 3), values).problem).toMatch(/has 4 placeholders .* but 3 variables/);
  });
});

describe('the amount an SMS carries', () => {
  it.each([
    [787500, '7,87,500.00'],
    [0.5, '0.50'],
    [1_00_00_000, '1,00,00,000.00'],
  ])('%s → %s, with no rupee sign (it would make the SMS Unicode)', (rupees, text) => {
    expect(smsAmount(rupees)).toBe(text);
  });
});

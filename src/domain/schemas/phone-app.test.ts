import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_GREETING, fillGreeting, phoneAppUrl } from './phone-app';

describe('fillGreeting', () => {
  it('fills the four names, leaves other braces alone and empties a missing value', () => {
    expect(
      fillGreeting(DEFAULT_WHATSAPP_GREETING, {
        name: 'Ravi Kumar',
        project: 'Sahyadri Heights',
        executive: 'Asha Patil',
        company: 'Sahyadri Developers',
      }),
    ).toBe(
      'Namaste Ravi Kumar, this is Asha Patil from Sahyadri Developers. Thank you for your interest in Sahyadri Heights. When would be a good time to talk?',
    );
    expect(fillGreeting('Hi {name} {name}, {budget} {project}!', { name: 'Ravi', project: null })).toBe(
      'Hi Ravi Ravi, {budget} !',
    );
  });
});

describe('phoneAppUrl', () => {
  it('is /m/ under the public address, with or without its trailing slash', () => {
    expect(phoneAppUrl('https://crm.example.in')).toBe('https://crm.example.in/m/');
    expect(phoneAppUrl('https://crm.example.in/')).toBe('https://crm.example.in/m/');
  });
});

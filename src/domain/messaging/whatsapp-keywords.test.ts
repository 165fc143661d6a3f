import { describe, expect, it } from 'vitest';
import { isWhatsAppStop } from './whatsapp-keywords';

describe('isWhatsAppStop', () => {
  it('takes the opt-out words alone, in any case, spacing or punctuation, in English, Hindi and Marathi', () => {
    for (const text of [
      'STOP',
      ' stop ',
      'Stop!',
      'STOP ALL',
      'stop  all',
      'Unsubscribe',
      'रोकें',
      'बंद करो',
      'मत भेजो',
      'थांबवा',
      'नको',
      'Band karo',
    ]) {
      expect(isWhatsAppStop(text), text).toBe(true);
    }
  });

  it('leaves a sentence that merely contains one of them, and empty messages, alone', () => {
    for (const text of [
      'please do not stop the offers',
      'stop by the site tomorrow',
      'बंद फ्लैट चाहिए',
      '',
      null,
      undefined,
    ]) {
      expect(isWhatsAppStop(text), String(text)).toBe(false);
    }
  });
});

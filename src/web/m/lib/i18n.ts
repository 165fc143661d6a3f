import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './i18n-en';
import { hi } from './i18n-hi';

/** English or Hindi, chosen in the app and kept on the phone (the office app stays in English). */
export type Language = 'en' | 'hi';
const KEY = 'estatedesk.m.lang';

export function savedLanguage(): Language {
  return localStorage.getItem(KEY) === 'hi' ? 'hi' : 'en';
}

export async function setLanguage(lang: Language): Promise<void> {
  localStorage.setItem(KEY, lang);
  document.documentElement.lang = lang === 'hi' ? 'hi-IN' : 'en-IN';
  await i18next.changeLanguage(lang);
}

export function initI18n(): void {
  const lng = savedLanguage();
  document.documentElement.lang = lng === 'hi' ? 'hi-IN' : 'en-IN';
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, hi: { translation: hi } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

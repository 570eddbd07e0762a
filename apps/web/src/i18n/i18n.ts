import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deDE } from './de-DE';
import { enGB } from './en-GB';
import { enPI } from './en-PI';
import { browserLanguages, detectLocale, FALLBACK_LOCALE } from './locale';

export const resources = {
  'en-GB': { login: enGB },
  'de-DE': { login: deDE },
  'en-PI': { login: enPI },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'login';
    resources: (typeof resources)['en-GB'];
  }
}

/** Initialises i18next once with the browser's locale; returns the instance. */
export function setUpI18n(language = detectLocale(browserLanguages())) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LOCALE,
      defaultNS: 'login',
      ns: ['login'],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    i18next.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));
  }
  return i18next;
}

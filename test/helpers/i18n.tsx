// Component tests render inside the same translator the pages get (the server's, which reads the
// catalogs as they are in the repository).
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { translator } from '@/server/i18n/translator';

export const withI18n =
  (locale: Locale = 'en') =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={translator(locale).i18n}>{children}</I18nProvider>
  );

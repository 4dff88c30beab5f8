// Lingui's view of the translation catalogs (src/i18n/namespaces.ts): JSON files of ICU messages
// keyed by id. Its Vite plugin compiles a catalog imported with "?lingui" at build time, so the
// browser never ships the message compiler; the server compiles them when it starts.
import { formatter } from '@lingui/format-json';
import {
  ADMIN_MESSAGES_NAMESPACE,
  CORE_MESSAGES_NAMESPACE,
  MESSAGES_NAMESPACE,
  NAMESPACES,
} from './src/i18n/namespaces';

export default {
  locales: ['en', 'bn'],
  sourceLocale: 'en',
  format: formatter({ style: 'minimal' }),
  catalogs: [...NAMESPACES, CORE_MESSAGES_NAMESPACE, MESSAGES_NAMESPACE, ADMIN_MESSAGES_NAMESPACE].map(
    (name) => ({
      path: `<rootDir>/src/i18n/catalogs/{locale}/${name}`,
      include: [],
    }),
  ),
};

// A catalog imported with "?lingui" is compiled by Lingui's Vite plugin (lingui.config.ts).
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

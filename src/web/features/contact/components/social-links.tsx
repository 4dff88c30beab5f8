// The company's social profiles as round buttons: links once a profile's address is configured
// (src/contract/site.ts), plain marks until then. lucide carries no brand marks, so the three simple
// glyphs are drawn here.

import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { COMPANY } from '@/contract/site';
import { EnglishFragment } from '@/web/i18n';

const GLYPHS: Record<string, ReactNode> = {
  Facebook: <path d="M15 3h3v4h-3a1 1 0 0 0-1 1v2h4l-1 4h-3v8h-4v-8H7v-4h3V8a5 5 0 0 1 5-5z" />,
  LinkedIn: (
    <>
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4V9h4v1.5A6 6 0 0 1 16 8z" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="white" />
    </>
  ),
};

const ROUND = 'flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700';

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {COMPANY.social.map((network) => {
        const mark = (
          <>
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden>
              {GLYPHS[network.name]}
            </svg>
            <span className="sr-only">
              <Trans
                id="pages.contact.onNetwork"
                values={{
                  company: <EnglishFragment>{COMPANY.shortName}</EnglishFragment>,
                  network: <EnglishFragment>{network.name}</EnglishFragment>,
                }}
              />
            </span>
          </>
        );
        return (
          <li key={network.name}>
            {network.url ? (
              <a
                href={network.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${ROUND} transition-colors hover:bg-brand-700 hover:text-white`}
              >
                {mark}
              </a>
            ) : (
              <span className={ROUND} title={network.name}>
                {mark}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

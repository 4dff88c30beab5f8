// One look for every mail the site sends: a plain-text part and a simple HTML part built from the
// same content, so both say the same thing. No images, no tracking pixels, no external resources.
import { COMPANY } from '@/contract/site';
import { companyAddress, companyAddressLine } from '@/i18n/company-address';
import { figuresLocale } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';

/** The head office in the mail's language, under every mail. */
const addressLine = (locale: Locale) => companyAddressLine(companyAddress(locale, figuresLocale(locale)));

export type MailContent = {
  heading: string;
  /** Paragraphs of plain text, in order. */
  paragraphs?: string[];
  /** Label and value pairs (name, e-mail, status...). Empty values are left out. */
  details?: [label: string, value: string | null | undefined][];
  /** A table of lines (products, quantities, prices). */
  table?: { headers: string[]; rows: string[][] };
  /** The one thing to do next: a link shown as a button, and as a bare URL in the text part. */
  action?: { label: string; url: string };
  /** Small print under everything else. */
  footnote?: string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const presentDetails = (content: MailContent) =>
  (content.details ?? []).filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()));

function toText(content: MailContent, locale: Locale): string {
  const parts: string[] = [content.heading, '='.repeat(Math.min(content.heading.length, 60))];
  for (const paragraph of content.paragraphs ?? []) parts.push('', paragraph);
  const details = presentDetails(content);
  if (details.length > 0) {
    parts.push('');
    for (const [label, value] of details) parts.push(`${label}: ${value}`);
  }
  if (content.table) {
    parts.push('');
    content.table.rows.forEach((row, index) => {
      parts.push(
        `${index + 1}. ${row
          .map((cell, i) => (i === 0 ? cell : `${content.table?.headers[i]}: ${cell}`))
          .filter((cell) => !cell.endsWith(': '))
          .join(' | ')}`,
      );
    });
  }
  if (content.action) parts.push('', `${content.action.label}: ${content.action.url}`);
  if (content.footnote) parts.push('', content.footnote);
  parts.push('', '--', COMPANY.name, addressLine(locale), COMPANY.phones.join(' / '));
  return `${parts.join('\n')}\n`;
}

/**
 * The lines, one block each: the product on its first line, then each of its values with its label.
 * A phone's mail view is about 360 pixels wide, which a table of six columns of prices overflows;
 * blocks wrap instead, each "label: value" pair kept together where it fits.
 */
function linesHtml(table: NonNullable<MailContent['table']>): string {
  const blocks = table.rows.map((row, index) => {
    const [first, ...rest] = row;
    const values = rest
      .map((value, i) => [table.headers[i + 1], value] as const)
      .filter(([, value]) => value.trim())
      .map(
        ([label, value]) =>
          `<span style="display:inline-block;margin:0 16px 2px 0"><span style="color:#475569">${escapeHtml(label)}:</span> ${escapeHtml(value)}</span>`,
      )
      .join('');
    return `<tr><td style="padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top"><div style="font-weight:600">${index + 1}. ${escapeHtml(first)}</div>${values ? `<div style="font-size:14px">${values}</div>` : ''}</td></tr>`;
  });
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px;border-top:1px solid #e2e8f0">${blocks.join('')}</table>`;
}

function toHtml(content: MailContent, locale: Locale): string {
  const cell = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top';
  const parts: string[] = [`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`];
  for (const paragraph of content.paragraphs ?? []) {
    parts.push(`<p style="margin:0 0 12px;white-space:pre-line">${escapeHtml(paragraph)}</p>`);
  }
  const details = presentDetails(content);
  if (details.length > 0) {
    parts.push(
      `<table style="border-collapse:collapse;margin:0 0 16px">${details
        .map(
          ([label, value]) =>
            `<tr><th style="${cell};color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="${cell};white-space:pre-line;word-break:break-word">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  }
  if (content.table) parts.push(linesHtml(content.table));
  if (content.action) {
    parts.push(
      `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:13px;color:#475569;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
    );
  }
  if (content.footnote)
    parts.push(`<p style="margin:16px 0 0;font-size:13px;color:#475569">${escapeHtml(content.footnote)}</p>`);
  const footer = `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e2e8f0;font-size:12px;color:#475569">${escapeHtml(COMPANY.name)}<br>${escapeHtml(addressLine(locale))}<br>${escapeHtml(COMPANY.phones.join(' / '))}</p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:16px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5"><div style="max-width:640px;margin:0 auto">${parts.join('')}${footer}</div></body></html>`;
}

/** The mail's parts; `locale` is the language its words are in (the HTML part says so to readers). */
export function composeMail(content: MailContent, locale: Locale = 'en'): { text: string; html: string } {
  return { text: toText(content, locale), html: toHtml(content, locale) };
}

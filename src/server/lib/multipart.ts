// Reads a multipart request into text fields and in-memory files, enforcing each file field's own
// size limit with its own message (the spec's "...less than 5MB" / "...less than 10MB").
import type { FastifyRequest } from 'fastify';
import { INVALID_CHARACTER_MESSAGE } from '@/contract/common';
import { badRequest, payloadTooLarge } from './http-error';

export type FileRule = { maxBytes: number; tooLargeMessage: string; maxCount?: number };
export type UploadedFile = { buffer: Buffer; filename: string; mimetype: string };
export type MultipartData = {
  /** Every value of each text field, in order. */
  fields: Record<string, string[]>;
  files: Record<string, UploadedFile[]>;
  field(name: string): string | undefined;
};

export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartData> {
  if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data');
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes));
  const fields: Record<string, string[]> = {};
  const files: Record<string, UploadedFile[]> = {};

  for await (const part of request.parts({ limits: { fileSize: largest + 1 } })) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'field') {
      const value = String(part.value);
      if (value.includes('\u0000')) throw badRequest(INVALID_CHARACTER_MESSAGE);
      (fields[name] ??= []).push(value);
      continue;
    }
    const rule = rules[name];
    if (!rule) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += chunk.length;
      if (size > rule.maxBytes) throw payloadTooLarge(rule.tooLargeMessage);
      chunks.push(chunk);
    }
    if (part.file.truncated) throw payloadTooLarge(rule.tooLargeMessage);
    if (size === 0) continue; // an empty file input submits a nameless empty part
    const list = (files[name] ??= []);
    if (rule.maxCount && list.length >= rule.maxCount)
      throw badRequest(`At most ${rule.maxCount} files for ${name}`);
    list.push({ buffer: Buffer.concat(chunks), filename: part.filename, mimetype: part.mimetype });
  }
  return { fields, files, field: (key) => fields[key]?.[fields[key].length - 1] };
}

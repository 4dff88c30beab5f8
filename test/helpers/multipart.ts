// Encodes a multipart body for app.inject with the platform's own FormData.
import fs from 'node:fs';
import path from 'node:path';

export type Part = string | { file: string | Buffer; filename?: string; type?: string };

export const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name));

export async function multipart(parts: Record<string, Part | Part[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') {
        form.append(name, part);
        continue;
      }
      const bytes = typeof part.file === 'string' ? fixture(part.file) : part.file;
      const filename = part.filename ?? (typeof part.file === 'string' ? part.file : 'upload.bin');
      form.append(
        name,
        new Blob([new Uint8Array(bytes)], { type: part.type ?? 'application/octet-stream' }),
        filename,
      );
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

// A call's body: read within the size limit, then parsed as JSON (an empty body is `{}`).
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { ApiError, badRequest } from './api-error';

/**
 * The body as text, refused with 413 past `limit` bytes. On Node it is read straight from the
 * socket's message: building a fetch Request for every call costs more than the call itself.
 */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > limit) throw new ApiError(413, 'payload_too_large');
    return text;
  }
  if (Number(incoming.headers['content-length'] ?? 0) > limit)
    throw new ApiError(413, 'payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, 'payload_too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body's JSON value, `{}` for an empty body; text that is no JSON is a 400. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('bad_request');
  }
}

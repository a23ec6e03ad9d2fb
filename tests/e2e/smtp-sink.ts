// A minimal SMTP server for the browser tests: it accepts every message and writes it to a
// folder, so a test can read the email the product really sent through SMTP.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function mailDirectory(port: number | string): string {
  return join(tmpdir(), `casino-e2e-mail-${port}`);
}

export function startSmtpSink(directory: string): Promise<{ server: Server; port: number }> {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // the main server's sink and the timed servers' (serve-timed.ts) share the directory
          writeFileSync(
            join(directory, `${Date.now()}-${process.pid}-${++count}.eml`),
            buffer.slice(0, end),
          );
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) reply('250 sink');
        else if (line.startsWith('DATA')) {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (line.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    ),
  );
}

/**
 * The link to `path` (e.g. `/reset-password`) in the last email the sink of `port` received for
 * `recipient`, quoted-printable soft breaks removed; null when there is none.
 */
export function lastEmailLink(
  port: number | string,
  recipient: string,
  path: string,
): string | null {
  const directory = mailDirectory(port);
  const last = readdirSync(directory)
    .sort()
    .map((name) => readFileSync(join(directory, name), 'utf8'))
    .filter((message) => message.includes(recipient))
    .at(-1)
    ?.replace(/=\r\n/g, '')
    .replace(/=3D/g, '=');
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  return last ? (link.exec(last)?.[0] ?? null) : null;
}

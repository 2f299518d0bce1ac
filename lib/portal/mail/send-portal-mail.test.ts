import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// D27: with PORTAL_SMTP_URL set, portal mail goes by SMTP (nodemailer), never to the outbox table. A minimal SMTP
// server on loopback receives it.
const received: string[] = [];
const server = net.createServer((socket) => {
  let isData = false;
  let buffer = '';
  socket.write('220 test ESMTP\r\n');
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (isData) {
        if (line === '.') {
          isData = false;
          socket.write('250 queued\r\n');
        } else received.push(line);
      } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
      else if (/^DATA/i.test(line)) {
        isData = true;
        socket.write('354 go on\r\n');
      } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
});

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  vi.stubEnv('PORTAL_SMTP_URL', `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
  vi.stubEnv('PORTAL_MAIL_FROM', 'Portal <portal@bank.example>');
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('sendPortalMail over SMTP', () => {
  it('sends the mail to the SMTP server and touches no database', async () => {
    const { sendPortalMail } = await import('./send-portal-mail');
    await sendPortalMail({
      to: 'dev@example.test',
      subject: 'Verify your e-mail',
      text: 'Follow https://portal.example/x',
      links: ['https://portal.example/x'],
    });
    const message = received.join('\n');
    expect(message).toMatch(/^To: dev@example\.test$/m);
    expect(message).toMatch(/^From: Portal <portal@bank\.example>$/m);
    expect(message).toMatch(/^Subject: Verify your e-mail$/m);
    expect(message).toContain('Follow https://portal.example/x');
  });
});

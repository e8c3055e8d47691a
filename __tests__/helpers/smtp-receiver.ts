/**
 * A loopback SMTP server that accepts every message (no TLS, no auth) and keeps it, for tests of
 * e-mail alerts: `const smtp = await startSmtpReceiver();  smtp.port;  smtp.messages[0].data`.
 */
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-stuffing undone. */
  data: string;
}

export interface SmtpReceiver {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          messages.push(mail);
          mail = { from: '', to: [], data: '' };
          inData = false;
          reply('250 OK queued');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    messages,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

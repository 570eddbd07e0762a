// A real SMTP server on 127.0.0.1 for the journeys: it accepts every mail and keeps it in memory;
// a small HTTP API lets a test read the newest mail sent to an address, as a user reads their inbox.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_PORT ?? 2526);
const apiPort = Number(process.env.MAIL_API_PORT ?? 3211);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({ to, raw, receivedAt: Date.now() });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(mails.filter((m) => m.to.includes(to))));
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(apiPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

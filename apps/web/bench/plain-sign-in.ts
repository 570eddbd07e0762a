/**
 * The floor the app's sign-in page is read against: a sign-in form in plain HTML (no script, the
 * style inline), served by node:http from this machine on 127.0.0.1, so that it pays the same
 * round trips and throttling as the app and nothing else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PLAIN_SIGN_IN = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; }
main { max-width: 24rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
label { display: block; margin-top: 1rem; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.75rem; margin-top: 0.25rem; }
button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; background: #00897b; color: #fff; border: 0; }
</style>
</head>
<body>
<main>
<h1>Login</h1>
<form method="post" action="/login">
<label for="email">Email</label>
<input id="email" name="username" type="email" autocomplete="username" required>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Login</button>
</form>
</main>
</body>
</html>
`;

export interface PlainSignIn {
  url: string;
  close(): Promise<void>;
}

export async function startPlainSignIn(): Promise<PlainSignIn> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(PLAIN_SIGN_IN);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/login`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

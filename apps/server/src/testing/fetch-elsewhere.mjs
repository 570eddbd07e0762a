// Sends requests with Node's fetch from a process of its own and prints what each got, as JSON.
// A client in the server's own process shares its event loop, which reads every answer before the
// server closes the socket: the resets a real client meets (decision 0011) need two processes.
// Argument: { url, method, headers, bytes, chunked, concurrency, rounds }.
const { url, method, headers, bytes, chunked, concurrency, rounds } = JSON.parse(process.argv[2] ?? '{}');

/** `bytes` of JSON string (an object whose one field is long), streamed when chunked (no length). */
function body() {
  const text = `{"structure":"${'x'.repeat(Math.max(0, bytes - 16))}"}`;
  if (!chunked) return text;
  const data = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= data.length) return controller.close();
      controller.enqueue(data.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

async function one() {
  try {
    const res = await fetch(url, { method, headers, body: body(), duplex: 'half' });
    return { status: res.status, connection: res.headers.get('connection'), body: await res.json() };
  } catch (err) {
    return { error: err.cause?.code ?? err.message };
  }
}

const results = [];
for (let round = 0; round < rounds; round++) {
  results.push(...(await Promise.all(Array.from({ length: concurrency }, one))));
}
process.stdout.write(JSON.stringify(results));

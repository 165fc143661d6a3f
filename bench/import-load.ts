// "Another user" for bench/import.ts, in its own process: while the import and the export run, it
// asks for GET /api/auth/me and the first page of the lead list, one request at a time with a
// short pause (a person clicking, not a load test), and reports the latencies when told to stop.
const { address, token, pauseMs } = JSON.parse(process.argv[2]!) as { address: string; token: string; pauseMs: number };
const times: Record<string, number[]> = { me: [], list: [] };
let running = true;
process.on('message', (m) => {
  if (m === 'stop') running = false;
});
const headers = { authorization: `Bearer ${token}` };
const routes = [
  ['me', `${address}/api/auth/me`],
  ['list', `${address}/api/lead/getLeads?page=1&pageSize=20`],
] as const;
(async () => {
  for (let i = 0; running; i++) {
    const [key, url] = routes[i % routes.length]!;
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.ok) times[key]!.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  process.send?.(times);
  process.exit(0);
})();

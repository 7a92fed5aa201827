import { TokenMint } from './workload-load';
import { MIX, randomSource } from './workload-mix';
import { workloadIds } from './workload-seed';
const mint = new TokenMint('workload-bench-secret-workload-bench-secret');
const rng = randomSource(9);
for (const e of MIX) {
  const r = e.make({ rng, school: workloadIds(7, 20), today: new Date().toISOString().slice(0, 10) });
  const res = await fetch('http://127.0.0.1:3121' + r.path, { method: r.method, body: r.body, headers: { authorization: `Bearer ${mint.tokenFor(r.user)}`, ...(r.body ? { 'content-type': r.contentType! } : {}) } });
  console.log(res.status, e.route, r.user.kind, (await res.text()).slice(0, 160).replace(/\n/g, ' '));
}

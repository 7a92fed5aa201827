import { perRoute, runStep, TokenMint } from './workload-load';
const mint = new TokenMint('workload-bench-secret-workload-bench-secret');
const r = await runStep({ baseUrl: 'http://127.0.0.1:3121', rate: 40, seconds: 10, schools: 20, today: new Date().toISOString().slice(0, 10), mint, seed: 5 });
console.log(JSON.stringify(r.result), r.failures);
console.log(perRoute(r.samples));

import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** The address a server started as a child process prints ("running at http://..."); rejects if it exits first. */
export function serverAddress(server: ChildProcessByStdio<null, Readable, null>): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

import http from 'node:http';
import sirv from 'sirv';

/**
 * The baseline static server of the `static` bench: sirv (production mode: the file list is read once at
 * start) on node:http, serving a directory as it is. dist/ holds no .br/.gz files, so precompressed lookup
 * is off and bodies go out uncompressed. Usage: node bench/support/sirv-server.ts <dir> <port>
 */
const [root, port] = process.argv.slice(2);
if (!root || !port) {
  console.error('usage: sirv-server.ts <dir> <port>');
  process.exit(2);
}

const serve = sirv(root, { dev: false, etag: true, maxAge: 3600, brotli: false, gzip: false, extensions: ['html'] });
const server = http.createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
server.listen(Number(port), '127.0.0.1', () => console.log(`sirv serving ${root} on http://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

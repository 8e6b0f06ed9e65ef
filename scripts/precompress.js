// Writes .br and .gz beside every compressible hashed asset at build time, so
// the server never compresses static files per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve("build/client/assets");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
let count = 0;
for (const name of fs.readdirSync(dir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(dir, name);
  const source = fs.readFileSync(file);
  if (source.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompress: wrote .br and .gz for ${count} assets`);

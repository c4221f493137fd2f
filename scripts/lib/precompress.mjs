// Part of `npm run build` (decision 071): writes a brotli (quality 11) and a gzip (level 9) copy
// beside each script and stylesheet of public/build. remix-serve's compression middleware works
// per response at brotli quality 4; these files are fingerprinted and never change, so they are
// compressed once, as hard as the formats allow, and served as they are
// (app/lib/platform/static-assets.server.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const PRECOMPRESSED = /\.(?:js|css)$/;

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

function precompress(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!PRECOMPRESSED.test(file)) continue;
    const source = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

const dir = process.argv[2] ?? path.join("public", "build");
console.log(`Précompression : ${precompress(dir)} fichiers de ${dir} (brotli 11, gzip 9).`);

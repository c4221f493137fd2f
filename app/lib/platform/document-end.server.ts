import { Transform } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * Remix renders its streamed loader data (the <script>s of single fetch) after the app, that is
 * after </html>, where HTML allows nothing and the Nu Html Checker stops with a fatal error.
 * Browsers move those scripts back into the body; this does it in the markup itself, holding the
 * document's closing tags until the stream ends (as React 19 does).
 */
export function closingTagsLast() {
  let held = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (found) return callback(null, chunk);
      const bytes = Buffer.concat([held, chunk]);
      const at = bytes.indexOf(END);
      if (at >= 0) {
        found = true;
        held = Buffer.alloc(0);
        return callback(null, Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + END.length)]));
      }
      // The closing tags may straddle two chunks: keep back what could be their beginning.
      const keep = Math.min(bytes.length, END.length - 1);
      held = bytes.subarray(bytes.length - keep);
      callback(null, bytes.subarray(0, bytes.length - keep));
    },
    flush(callback) {
      callback(null, found ? END : held);
    },
  });
}

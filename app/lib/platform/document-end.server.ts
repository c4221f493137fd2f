import { Transform } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * React 18's Node renderer pads a chunk with NUL bytes when a multi-byte character (é, €, the
 * no-break space of prices) straddles the end of its 2 KB buffer (facebook/react#24985, fixed only
 * in React 19): /collections came out with "39,95\u00a0\0\0€". HTML never holds NUL, so trailing
 * ones are cut from each chunk.
 */
function withoutNulPadding(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** A stream of React's chunks, each without its padding, for a document streamed as it renders. */
export function nulPaddingCut() {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, withoutNulPadding(chunk));
    },
  });
}

/**
 * A document rendered whole, from React's chunks: the padding cut from each and the closing tags
 * moved last, as `closingTagsLast` does for a streamed one, in one pass over the bytes (two
 * stream transforms cost a stored page's render about 30 µs, decision 135).
 */
export function wholeDocument(chunks: Buffer[]): Buffer<ArrayBuffer> {
  const bytes = Buffer.concat(chunks.map(withoutNulPadding));
  const at = bytes.indexOf(END);
  if (at === -1) return bytes;
  // In place: what follows the closing tags moves back over them, and they go at the end.
  bytes.copyWithin(at, at + END.length);
  END.copy(bytes, bytes.length - END.length);
  return bytes;
}

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

import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { closingTagsLast, wholeDocument } from "~/lib/platform/document-end.server";

const through = (chunks: string[]) => text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(closingTagsLast()));

describe("closingTagsLast", () => {
  it("moves what React writes after </html> inside the body", async () => {
    expect(await through(["<html><body><p>é</p></body></html><script>x()</script>"])).toBe(
      "<html><body><p>é</p><script>x()</script></body></html>",
    );
  });

  it("finds the closing tags split across chunks", async () => {
    expect(await through(["<html><body>a</bo", "dy></ht", "ml><script>y()</script>", "<script>z()</script>"])).toBe(
      "<html><body>a<script>y()</script><script>z()</script></body></html>",
    );
  });

  it("leaves a document without them unchanged", async () => {
    expect(await through(["<p>fragment</p", ">"])).toBe("<p>fragment</p>");
  });
});

describe("wholeDocument", () => {
  const whole = (chunks: (string | Buffer)[]) => wholeDocument(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))).toString();

  it("cuts the NUL padding of each chunk and moves what follows </html> inside the body", () => {
    const padded = Buffer.concat([Buffer.from("<p>39,95\u00a0"), Buffer.alloc(2)]);
    expect(whole(["<html><body>", padded, "€</p></body></html>", "<script>x()</script>"])).toBe(
      "<html><body><p>39,95\u00a0€</p><script>x()</script></body></html>",
    );
  });

  it("leaves a document that already ends with its closing tags, or has none, unchanged", () => {
    expect(whole(["<html><body>a</body>", "</html>"])).toBe("<html><body>a</body></html>");
    expect(whole(["<p>fragment</p>"])).toBe("<p>fragment</p>");
  });
});

// One file sent as a browser's form sends it (multipart/form-data), by a signed-in user.
import { as, type TestApp } from "./test-app";

export interface FilePart {
  /** The form field; the import reads `file`, the image upload `image`. */
  field?: string;
  filename: string;
  type: string;
  content: Uint8Array | string;
}

export function postFile(test: TestApp, cookie: string, url: string, file: FilePart) {
  const boundary = "----bff-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    typeof file.content === "string" ? Buffer.from(file.content) : file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return test.app.inject(
    as(cookie, {
      method: "POST",
      url,
      payload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    }),
  );
}

/** A real 1×1 PNG: uploads are decoded and re-encoded, so a bare signature is not enough. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

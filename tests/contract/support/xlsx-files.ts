// Hand-built .xlsx files for the import's bounds: a minimal workbook whose worksheet XML is made by
// a generator (so hundreds of MB are deflated chunk by chunk, never held), written as a ZIP archive
// here, optionally declaring smaller sizes than its entries really inflate to (a lying bomb).
import { constants, crc32, createDeflateRaw } from "node:zlib";

interface Entry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

async function deflated(name: string, parts: Iterable<string | Buffer>): Promise<Entry> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  const ended = new Promise((resolve) => deflate.once("end", resolve));
  deflate.end();
  await ended;
  return { name, data: Buffer.concat(out), crc, size };
}

/** `declaredSize`: what the headers say the last entry (the worksheet) inflates to. */
function zip(entries: Entry[], declaredSize?: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry === entries.at(-1) ? (declaredSize ?? entry.size) : entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(entry.crc >>> 0, 16);
    head.writeUInt32LE(entry.data.length, 20);
    head.writeUInt32LE(size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(head, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006/relationships";

const FIXED: Array<[string, string]> = [
  [
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A workbook whose worksheet XML is `body` between the sheet's opening and closing tags. */
export async function xlsxOf(body: () => Iterable<string | Buffer>, options: { declaredSize?: number } = {}) {
  const entries = await Promise.all(FIXED.map(([name, xml]) => deflated(name, [xml])));
  const sheet = await deflated(
    "xl/worksheets/sheet1.xml",
    (function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
      yield* body();
      yield "</sheetData></worksheet>";
    })(),
  );
  return new Uint8Array(zip([...entries, sheet], options.declaredSize));
}

/** Rows of SKU and name, the header first. */
export function* sheetRows(count: number, header = ["SKU", "Nombre"]): Generator<string> {
  yield `<row r="1">${cell("A1", header[0]!)}${cell("B1", header[1]!)}</row>`;
  for (let i = 2; i <= count + 1; i += 1)
    yield `<row r="${i}">${cell(`A${i}`, `X-${i}`)}${cell(`B${i}`, "Filtro")}</row>`;
}

/** The expanding-archive spreadsheet: a header row, then `megabytes` of blanks inside the sheet. */
export function hostileXlsx(megabytes: number, options: { declaredSize?: number } = {}) {
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  return xlsxOf(function* () {
    yield* sheetRows(1);
    for (let i = 0; i < megabytes; i += 1) yield blanks;
  }, options);
}

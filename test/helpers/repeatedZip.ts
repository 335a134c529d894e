// A zip of many entries sharing one content, compressed once and written by hand: how a zip bomb
// of thousands of 1 MiB entries is made in a second (yazl would deflate each entry again).
import { crc32, deflateRawSync } from 'node:zlib';

/** `count` entries named by `nameOf(i)`, each holding `content`, deflated. */
export function repeatedEntryZip(count: number, nameOf: (i: number) => string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const crc = crc32(content);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(nameOf(i));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `bytes` of letters that deflate some 20 to 50 times: well inside the inflate-ratio cap. */
export function compressibleText(bytes: number): Buffer {
  const text = Buffer.alloc(bytes, 0x61);
  let seed = 7;
  for (let i = 0; i < bytes; i += 17) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    text[i] = 0x61 + (seed % 26);
  }
  return text;
}

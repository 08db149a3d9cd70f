import { isIPv4 } from 'node:net';

/**
 * A minimal MaxMind DB (format 2.0) writer for tests: an IPv6 search tree with 24-bit records
 * (IPv4 networks live at ::a.b.c.d/96+n, where readers look for them) and a data section of
 * maps, arrays, strings, doubles, unsigned integers and booleans. No pointers, no
 * deduplication: small and obviously right beats compact here.
 * Format: the MaxMind DB File Format Specification, https://maxmind.github.io/MaxMind-DB/
 */
export type MmdbValue = string | number | boolean | MmdbValue[] | { [key: string]: MmdbValue };

export interface MmdbNetwork {
  /** CIDR, IPv4 or IPv6; networks must not overlap. */
  network: string;
  data: MmdbValue;
}

const SIZE_MARKERS = [
  { below: 29, marker: (size: number) => [size] },
  { below: 285, marker: (size: number) => [29, size - 29] },
  { below: 65_821, marker: (size: number) => [30, (size - 285) >> 8, (size - 285) & 0xff] },
];

function control(type: number, size: number): Buffer {
  const rule = SIZE_MARKERS.find((candidate) => size < candidate.below);
  if (!rule) throw new Error(`size ${size} is too large for this writer`);
  const [marker = 0, ...sizeBytes] = rule.marker(size);
  // Types above 7 are "extended": type bits 0, then a byte holding type - 7.
  const head = type <= 7 ? [(type << 5) | marker] : [marker, type - 7];
  return Buffer.from([...head, ...sizeBytes]);
}

function unsigned(value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]);
}

function encode(value: MmdbValue): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'boolean') return control(14, value ? 1 : 0);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** 32) return unsigned(value);
    const double = Buffer.alloc(8);
    double.writeDoubleBE(value);
    return Buffer.concat([control(3, 8), double]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([
    control(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

/** The network's leading bits in the 128-bit tree. */
function networkBits(cidr: string): number[] {
  const [address = '', prefixText = ''] = cidr.split('/');
  const prefix = Number(prefixText);
  const bytes = isIPv4(address)
    ? [...new Array<number>(12).fill(0), ...address.split('.').map(Number)]
    : ipv6Bytes(address);
  const bits = bytes.flatMap((byte) =>
    [7, 6, 5, 4, 3, 2, 1, 0].map((shift) => (byte >> shift) & 1),
  );
  return bits.slice(0, (isIPv4(address) ? 96 : 0) + prefix);
}

function ipv6Bytes(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = [...groups(head), ...new Array<string>(missing).fill('0'), ...groups(tail)];
  return all.flatMap((group) => [parseInt(group, 16) >> 8, parseInt(group, 16) & 0xff]);
}

type TreeRecord = { node: number } | { data: number } | null;

export function buildMmdb(networks: MmdbNetwork[], databaseType = 'GeoIP2-City'): Buffer {
  const nodes: [TreeRecord, TreeRecord][] = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const { network, data: value } of networks) {
    const bits = networkBits(network);
    let node = 0;
    for (const [depth, bit] of bits.entries()) {
      const pair = nodes[node] as [TreeRecord, TreeRecord];
      if (depth === bits.length - 1) {
        pair[bit as 0 | 1] = { data: dataSize };
        break;
      }
      const next = pair[bit as 0 | 1];
      if (next && 'node' in next) node = next.node;
      else {
        nodes.push([null, null]);
        node = nodes.length - 1;
        pair[bit as 0 | 1] = { node };
      }
    }
    const encoded = encode(value);
    data.push(encoded);
    dataSize += encoded.length;
  }

  const nodeCount = nodes.length;
  const recordValue = (record: TreeRecord) =>
    record === null ? nodeCount : 'node' in record ? record.node : nodeCount + 16 + record.data;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(recordValue(left), index * 6, 3);
    tree.writeUIntBE(recordValue(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 6,
    database_type: databaseType,
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: Math.floor(Date.now() / 1000),
    description: { en: 'Test database built by the geofence tests' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com'),
    metadata,
  ]);
}

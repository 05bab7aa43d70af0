const SIGNATURES: { type: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', matches: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  {
    type: 'image/png',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  // GIF87a or GIF89a.
  {
    type: 'image/gif',
    matches: (b) =>
      startsWith(b, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61,
  },
  {
    type: 'image/webp',
    matches: (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) &&
      startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
]

function startsWith(bytes: Uint8Array, prefix: number[]) {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

/**
 * The file type the bytes say, whatever the file was called or sent as; null when it is none of
 * the types anyone may upload (PDF, PNG, JPEG, GIF, WebP). Each upload kind allows its own subset.
 */
export function detectFileType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null
}

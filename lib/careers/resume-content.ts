import type { ResumeExtension } from '@/lib/validation/careers'

const PDF = Buffer.from('%PDF-', 'latin1')
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/**
 * The résumé type the bytes say, whatever the file was called or sent as: a PDF header, an OLE2
 * compound file (Word 97-2003) or a ZIP package holding word/document.xml (names in a ZIP's
 * central directory are stored uncompressed, so a byte search finds them).
 */
export function detectResumeType(bytes: Uint8Array): ResumeExtension | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buffer.subarray(0, PDF.length).equals(PDF)) return 'pdf'
  if (buffer.subarray(0, OLE2.length).equals(OLE2)) return 'doc'
  if (
    buffer.subarray(0, ZIP.length).equals(ZIP) &&
    buffer.includes('[Content_Types].xml', 0, 'latin1') &&
    buffer.includes('word/document.xml', 0, 'latin1')
  ) {
    return 'docx'
  }
  return null
}

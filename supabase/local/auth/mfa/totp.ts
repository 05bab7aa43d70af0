import { createHmac, randomBytes } from 'node:crypto'
import qrcode from 'qrcode-generator'

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

// RFC 4648 base32 without padding, as otpauth URIs carry secrets.
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char)
    if (index === -1) throw new Error('invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

// RFC 4226 HOTP, six digits, HMAC-SHA1.
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', secret).update(message).digest()
  const offset = (digest[digest.length - 1] as number) & 0x0f
  const code = digest.readUInt32BE(offset) & 0x7fffffff
  return String(code % 1_000_000).padStart(6, '0')
}

const period = 30

export function totpCode(secret: string, at: number = Date.now()): string {
  return hotp(base32Decode(secret), Math.floor(at / 1000 / period))
}

// RFC 6238 with one step of skew either way, as GoTrue validates (pquerna/otp, Skew 1).
export function validateTotp(code: string, secret: string, at: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  const key = base32Decode(secret)
  const step = Math.floor(at / 1000 / period)
  return [step, step + 1, step - 1].some((counter) => hotp(key, counter) === code)
}

// Go's url.PathEscape-style escaping for the label: what a path segment may hold stays as is.
function escapeLabel(value: string): string {
  return encodeURIComponent(value).replace(/%(3A|40|24|26|2B|2C|3B|3D)/gi, (escaped) =>
    decodeURIComponent(escaped),
  )
}

export type TotpKey = { secret: string; uri: string; qrCode: string }

// A 20-byte secret, its otpauth URI and the URI as an SVG QR code (GoTrue's enrollTOTPFactor
// through pquerna/otp's totp.Generate, the QR code at error-correction level H, 3 px modules).
export function generateTotpKey(issuer: string, accountName: string): TotpKey {
  const secret = base32Encode(randomBytes(20))
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', '6'],
    ['issuer', issuer],
    ['period', String(period)],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${escapeLabel(value as string)}`)
    .join('&')
  const uri = `otpauth://totp/${escapeLabel(issuer)}:${escapeLabel(accountName)}?${query}`
  return { secret, uri, qrCode: qrSvg(uri) }
}

const moduleSize = 3
const border = 4

function qrSvg(data: string): string {
  const qr = qrcode(0, 'H')
  qr.addData(data, 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  const size = (count + border * 2) * moduleSize
  const rects: string[] = []
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.isDark(row, col)) continue
      const x = (col + border) * moduleSize
      const y = (row + border) * moduleSize
      rects.push(`<rect x="${x}" y="${y}" width="${moduleSize}" height="${moduleSize}" />`)
    }
  }
  return [
    '<?xml version="1.0"?>',
    `<svg width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect x="0" y="0" width="${size}" height="${size}" style="fill:#ffffff" />`,
    `<g style="fill:#000000">${rects.join('')}</g>`,
    '</svg>',
  ].join('\n')
}

import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto'

// A software WebAuthn authenticator (ES256, "none" attestation, discoverable credentials) that
// answers creation and request options the way a browser's navigator.credentials would. Written
// independently of Supabase Local's verification, so the tests check it against real bytes.

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  const bytes = Buffer.alloc(3)
  bytes[0] = (major << 5) | 25
  bytes.writeUInt16BE(length, 1)
  return bytes
}

// The CBOR subset attestation objects and COSE keys need; map keys in the order given.
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -value - 1)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)]),
  ])
}

const userPresent = 0x01
const userVerified = 0x04
const attestedData = 0x40

export type CreationOptions = { challenge: string; user: { id: string } }
export type RequestOptions = { challenge: string }

export type RegistrationCredential = {
  id: string
  rawId: string
  type: 'public-key'
  response: { clientDataJSON: string; attestationObject: string; transports: string[] }
  clientExtensionResults: Record<string, never>
}

export type AssertionCredential = {
  id: string
  rawId: string
  type: 'public-key'
  response: {
    clientDataJSON: string
    authenticatorData: string
    signature: string
    userHandle: string
  }
  clientExtensionResults: Record<string, never>
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32)
  private readonly privateKey: KeyObject
  private readonly coseKey: Buffer
  private userHandle = ''
  private signCount = 0

  private readonly rpId: string
  private readonly origin: string

  constructor(rpId: string, origin: string) {
    this.rpId = rpId
    this.origin = origin
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = privateKey
    const jwk = publicKey.export({ format: 'jwk' })
    this.coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    )
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  private rpIdHash(): Buffer {
    return createHash('sha256').update(this.rpId).digest()
  }

  create(options: CreationOptions, origin = this.origin): RegistrationCredential {
    this.userHandle = options.user.id
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const authData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([userPresent | userVerified | attestedData]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey,
    ])
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    )
    const id = this.credentialId.toString('base64url')
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin).toString(
          'base64url',
        ),
        attestationObject: attestation.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    }
  }

  get(options: RequestOptions, origin = this.origin): AssertionCredential {
    this.signCount += 1
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.signCount)
    const authenticatorData = Buffer.concat([
      this.rpIdHash(),
      Buffer.from([userPresent | userVerified]),
      counter,
    ])
    const clientData = this.clientData('webauthn.get', options.challenge, origin)
    const signature = createSign('SHA256')
      .update(Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]))
      .sign(this.privateKey)
    const id = this.credentialId.toString('base64url')
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    }
  }
}

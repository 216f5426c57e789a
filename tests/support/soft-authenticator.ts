/**
 * A software WebAuthn authenticator for tests (issue 25): it makes real credentials (ES256 keys from Web
 * Crypto) and answers registration and sign-in options as a browser and a passkey would, with
 * attestation 'none'. Everything a test may want to get wrong (origin, rpID, counter, challenge) is a
 * parameter, so each refusal of the server is reached with an otherwise valid answer.
 */

const encoder = new TextEncoder();

export function toBase64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** The CBOR WebAuthn needs: maps, integers, byte and text strings (RFC 8949, definite lengths). */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) return Uint8Array.of((major << 5) | length);
  if (length < 0x100) return Uint8Array.of((major << 5) | 24, length);
  if (length < 0x10000) return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
  return Uint8Array.of((major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff);
}
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = encoder.encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  return concat(cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** An ECDSA signature as Web Crypto makes it (r‖s) in the DER form WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed = bytes.slice(start);
    if (trimmed[0]! & 0x80) trimmed = concat(Uint8Array.of(0), trimmed);
    return concat(Uint8Array.of(0x02, trimmed.length), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

interface RegistrationOptionsJSON {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}
interface AuthenticationOptionsJSON {
  challenge: string;
  rpId?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** One credential in a software authenticator: its key pair, id, counter and user handle. */
export class SoftPasskey {
  counter = 0;
  userHandle: string | undefined;
  readonly credentialId: Uint8Array;
  private readonly keys: CryptoKeyPair;
  private constructor(credentialId: Uint8Array, keys: CryptoKeyPair) {
    this.credentialId = credentialId;
    this.keys = keys;
  }

  static async create(): Promise<SoftPasskey> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
    return new SoftPasskey(crypto.getRandomValues(new Uint8Array(16)), keys);
  }

  get id(): string {
    return toBase64url(this.credentialId);
  }

  private async coseKey(): Promise<Uint8Array> {
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', this.keys.publicKey));
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33, 65)],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Uint8Array {
    return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private async authenticatorData(rpId: string, flags: number, attested?: Uint8Array): Promise<Uint8Array> {
    const counter = Uint8Array.of((this.counter >>> 24) & 0xff, (this.counter >> 16) & 0xff, (this.counter >> 8) & 0xff, this.counter & 0xff);
    return concat(await sha256(encoder.encode(rpId)), Uint8Array.of(flags), counter, attested ?? new Uint8Array());
  }

  /** navigator.credentials.create(): the RegistrationResponseJSON for `options`. */
  async register(
    options: RegistrationOptionsJSON,
    at: { origin: string; rpId?: string; userVerified?: boolean; challenge?: string },
  ) {
    this.userHandle = options.user.id;
    const rpId = at.rpId ?? options.rp.id ?? new URL(at.origin).hostname;
    const attested = concat(
      new Uint8Array(16), // AAGUID: none
      Uint8Array.of(this.credentialId.length >> 8, this.credentialId.length & 0xff),
      this.credentialId,
      await this.coseKey(),
    );
    const flags = FLAG_UP | FLAG_AT | (at.userVerified === false ? 0 : FLAG_UV);
    const authData = await this.authenticatorData(rpId, flags, attested);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: toBase64url(this.clientData('webauthn.create', at.challenge ?? options.challenge, at.origin)),
        attestationObject: toBase64url(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): the AuthenticationResponseJSON for `options`; the counter goes up by one. */
  async authenticate(
    options: AuthenticationOptionsJSON,
    at: { origin: string; rpId?: string; userVerified?: boolean; counter?: number; userHandle?: string | null },
  ) {
    this.counter = at.counter ?? this.counter + 1;
    const rpId = at.rpId ?? options.rpId ?? new URL(at.origin).hostname;
    const authData = await this.authenticatorData(rpId, FLAG_UP | (at.userVerified === false ? 0 : FLAG_UV));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, at.origin);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed as Uint8Array<ArrayBuffer>),
    );
    const userHandle = at.userHandle === undefined ? this.userHandle : at.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: toBase64url(clientDataJSON),
        authenticatorData: toBase64url(authData),
        signature: toBase64url(derSignature(raw)),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A platform authenticator and the browser in front of it, in software (WebAuthn Level 3,
 * §6.1 authenticator data, §6.5.4 'none' attestation, §5.8.1 client data): it answers the
 * options JSON the server sends the way navigator.credentials does, so API tests prove the
 * server against SimpleWebAuthn's real checks. Its passkeys are discoverable, synced (BE|BS)
 * P-256 keys whose counter goes up by one each sign-in.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;
/** Every answer: the user present and verified, with a passkey that syncs and is synced. */
const ANSWER_FLAGS = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP;
const COSE_ALG_ES256 = -7;

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** A CBOR item's head (RFC 8949 §3): major type and argument, lengths below 2^32 only. */
function cborHead(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  const wide = argument < 0x10000;
  const head = Buffer.alloc(wide ? 3 : 5);
  head[0] = (major << 5) | (wide ? 25 : 26);
  if (wide) head.writeUInt16BE(argument, 1);
  else head.writeUInt32BE(argument, 1);
  return head;
}

/** The few CBOR types attestation needs; kept apart from the decoder SimpleWebAuthn checks it with. */
function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

interface HeldCredential {
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** Flags then the 4-byte counter, after the rp id's hash: the head of every authenticator data. */
function authenticatorDataHead(rpId: string, flags: number, counter: number): Buffer {
  const counterBytes = Buffer.alloc(4);
  counterBytes.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes]);
}

/** The COSE_Key of an EC2 P-256 public key (RFC 9053 §7.1.1). */
function coseKeyOf(publicKey: KeyObject): Buffer {
  const { x, y } = publicKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('A P-256 public key without its coordinates');
  return encodeCbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, COSE_ALG_ES256],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
}

/** What a browser asks before it lets a page use `rpId`: the page's host is it or under it. */
function checkRpId(rpId: string, origin: string): void {
  const host = new URL(origin).hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) {
    throw new Error(`SecurityError: rp id ${rpId} is not valid for a page on ${origin}`);
  }
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftAuthenticator {
  readonly #credentials = new Map<string, HeldCredential>();

  /** The ids of the passkeys this authenticator holds, base64url, oldest first. */
  get credentialIds(): string[] {
    return [...this.#credentials.keys()];
  }

  /**
   * navigator.credentials.create(): a new passkey for `options.user`. Refuses as a browser does
   * when `excludeCredentials` names a passkey it already holds (InvalidStateError).
   */
  createCredential(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    const held = options.excludeCredentials?.find((credential) => this.#credentials.has(credential.id));
    if (held) throw new Error(`InvalidStateError: this authenticator already holds passkey ${held.id}`);
    const id = randomBytes(32).toString('base64url');
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rpId = options.rp.id ?? new URL(origin).hostname;
    this.#credentials.set(id, { privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 });
    return this.attestAgain(id, options, origin);
  }

  /**
   * The attestation of passkey `id` for another ceremony: what a client that ignores
   * `excludeCredentials` would send, to register a passkey twice.
   */
  attestAgain(id: string, options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
    const credential = this.#held(id);
    checkRpId(credential.rpId, origin);
    const rawId = Buffer.from(id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(rawId.length);
    const authData = Buffer.concat([
      authenticatorDataHead(credential.rpId, ANSWER_FLAGS | FLAG_ATTESTED_DATA, credential.counter),
      Buffer.alloc(16),
      idLength,
      rawId,
      coseKeyOf(credential.publicKey),
    ]);
    const attestationObject = encodeCbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData('webauthn.create', options.challenge, origin).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        publicKey: credential.publicKey.export({ format: 'der', type: 'spki' }).toString('base64url'),
        publicKeyAlgorithm: COSE_ALG_ES256,
        transports: ['hybrid', 'internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /**
   * navigator.credentials.get(): signs the challenge with the passkey the shopper would pick,
   * the first allowed one this authenticator holds or, for a discoverable sign-in, the first it
   * holds for the rp id.
   */
  getAssertion(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const candidates = options.allowCredentials?.length
      ? options.allowCredentials.map((credential) => credential.id)
      : [...this.#credentials].filter(([, credential]) => credential.rpId === rpId).map(([id]) => id);
    const chosen = candidates.find((id) => this.#credentials.has(id));
    if (!chosen) throw new Error(`NotAllowedError: no passkey here for ${rpId}`);
    const credential = this.#held(chosen);
    checkRpId(rpId, origin);
    credential.counter += 1;
    const authenticatorData = authenticatorDataHead(rpId, ANSWER_FLAGS, credential.counter);
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), {
      key: credential.privateKey,
      dsaEncoding: 'der',
    });
    return {
      id: chosen,
      rawId: chosen,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  #held(id: string): HeldCredential {
    const credential = this.#credentials.get(id);
    if (!credential) throw new Error(`This authenticator holds no passkey ${id}`);
    return credential;
  }
}

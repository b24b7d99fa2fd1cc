import { describe, expect, it } from 'vitest';
import {
  decryptCustomerServicePath, decryptSessionKey, desDecrypt, desEncrypt, encryptCustomerServicePath,
  encryptSessionKey, parseModulus, randomSessionKey, sealPayload,
} from '../../contracts/shared/wire-crypto';
import { SESSION_KEY_ALPHABET } from '../../contracts/shared/wire';
import { DEV_RSA_MODULUS_HEX, DEV_RSA_PRIVATE_EXPONENT_HEX } from '../../mocks/engine/dev-rsa-key';

/** WIRE.md §2.5 and §3: the test vectors, verbatim. */
const VECTOR = {
  key: 'ABCDEFGHIJKLMNOP',
  plaintext: '{"username":"demo01","password":"abc123"}',
  body: 'y4AZYh1+VF9y+1KZSMB2Y3vGK/121GPEzAnwWGTwXVZF3+HruACb4iBYoOh6eH8t',
  n: 'e21227a45bcab0154bdbb0f3940fa8c918652c2d800399e05c1d7b57dd3eaa220aa3d99828e9ce41687642dbcd95e80569db7fc54a700580eb23c71bcad3b3ed4051530a4f12c42b94896a08c7eccac9e9405209d6764370ffb524626358bb9e8506459289bdc87067b1955d429565730fae2addcb93435abb2a35cc79b38d87',
  d: '92c2786bb18f4e6a34d9c4f10bb072c1418e0474f142e5350a77b527e0201b308839c03b906be013042ea9cea992e492071b90c1d24610bc95699f8b824b96e4788d5e7a264398c510446ed27222ec9a022aeab1e0304ac76777e80b80acb3f4c39ecf0b39902c53c108aee728f55a45f70497dbe8c43a477be17f0804cd5801',
  encryption: '45e6384fc24b4019fddb54b231f9235fd91d1255233ec6ac4679cb6d5c6fd61f234812e3cbf6d9059b38fba720827283bfb08b2d2df15e375ce0ba982a644e1d1cd183e57e7c49c7cceb8eb3fef3492dfcd92bef850fe2f0f4d711a7ec9193b7537a938de681ddfae244df213e1de23ab00b0711b03afc47952edbd139eea061',
  csUrl: 'https://cs.example.test/chat?site=demo',
  csKey: 'k9Xb2LmQ',
  csPath: 'sX1WZtx1WXMvsw+kwoEks+IoDnWAxnB9PTnkijEGp1tBSrfWeHstEg==k9Xb2LmQ',
};

describe('the platform encryption (WIRE.md §2.5 test vectors)', () => {
  it('DES-ECB-PKCS7 under the first 8 characters gives the body value', () => {
    expect(desEncrypt(VECTOR.plaintext, VECTOR.key)).toBe(VECTOR.body);
    expect(desEncrypt(VECTOR.plaintext, 'ABCDEFGH')).toBe(VECTOR.body);
    expect(desDecrypt(VECTOR.body, VECTOR.key)).toBe(VECTOR.plaintext);
  });

  it('raw RSA of the key read big-endian gives the Encryption header, and d gives the key back', () => {
    const n = parseModulus(VECTOR.n);
    expect(encryptSessionKey(VECTOR.key, n)).toBe(VECTOR.encryption);
    expect(decryptSessionKey(VECTOR.encryption, n, BigInt(`0x${VECTOR.d}`))).toBe(VECTOR.key);
  });

  it('reads the modulus in any case, spaced or quoted, and refuses anything else', () => {
    const n = parseModulus(VECTOR.n);
    expect(parseModulus(` "${VECTOR.n.toUpperCase()}"\n`)).toBe(n);
    expect(() => parseModulus('')).toThrow('NO RSA KEY');
    expect(() => parseModulus('{"success":false}')).toThrow('NO RSA KEY');
  });

  it('draws 16 characters of the platform alphabet, unbiased: bytes of 244 and more are drawn again', () => {
    const key = randomSessionKey();
    expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
    for (const char of key) expect(SESSION_KEY_ALPHABET).toContain(char);
    let calls = 0;
    const rigged = (bytes: Uint8Array) => {
      calls += 1;
      bytes.fill(calls === 1 ? 250 : 61);
      return bytes;
    };
    expect(randomSessionKey(rigged)).toBe('0'.repeat(16));
    expect(calls).toBe(2);
  });

  it('seals a payload the simulated backend opens with its development key', () => {
    const n = parseModulus(DEV_RSA_MODULUS_HEX);
    const sealed = sealPayload({ username: 'player01', password: 'Player@123' }, n);
    expect(sealed.encryption).toMatch(/^[0-9a-f]{256}$/);
    expect(Object.keys(sealed.body)).toEqual(['value']);
    expect(JSON.stringify(sealed)).not.toContain('Player@123');
    const key = decryptSessionKey(sealed.encryption, n, BigInt(`0x${DEV_RSA_PRIVATE_EXPONENT_HEX}`));
    expect(JSON.parse(desDecrypt(sealed.body.value, key))).toEqual({ username: 'player01', password: 'Player@123' });
  });
});

describe('customer-service paths (WIRE.md §3)', () => {
  it('decrypts the test vector, and builds paths the same way', () => {
    expect(decryptCustomerServicePath(VECTOR.csPath)).toBe(VECTOR.csUrl);
    expect(encryptCustomerServicePath(VECTOR.csUrl, VECTOR.csKey)).toBe(VECTOR.csPath);
  });

  it('passes an empty path or one that starts with http through', () => {
    expect(decryptCustomerServicePath('')).toBe('');
    expect(decryptCustomerServicePath('https://t.me/royal')).toBe('https://t.me/royal');
  });
});

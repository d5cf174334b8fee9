import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { CadesSigner } from './cades-signer.js';

/** What seals a document: the studio's PKCS#12 and its passphrase, and the words the signature carries. */
export type SealInput = { p12: Buffer; passphrase: string; name: string; reason: string; location: string; signingTime: string };

/** Room for the CMS signature in the placeholder: a 2048-bit RSA signature with its certificate fits in 8 KB. */
const SIGNATURE_LENGTH = 8192;
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600_000;

/**
 * Seals a finished PDF with a PAdES B-B signature (SubFilter ETSI.CAdES.detached) by the maintained
 * @signpdf packages (decision 159): a placeholder appended as an incremental update with the signing
 * time as its /M, then the CAdES signature of every byte but the placeholder's (cades-signer.ts).
 * Nothing of the cryptography is written here.
 */
export async function sealPdf(pdf: Buffer, seal: SealInput): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: seal.reason,
    contactInfo: '',
    name: seal.name,
    location: seal.location,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signingTime: new Date(seal.signingTime),
  });
  return new SignPdf().sign(withPlaceholder, new CadesSigner(seal.p12, seal.passphrase));
}

/**
 * The studio's name as the certificate carries it: letters without their accents, other characters
 * dropped. forge writes a name's text as PrintableString, and a UTF8String subject made its CMS
 * signer's issuer differ from the certificate's, which poppler refused (decision 159).
 */
function asciiName(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 '()+,./:=?-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64);
  return plain || 'Atelier studio';
}

/**
 * A studio's own sealing certificate, made at first use (decision 159): an RSA 2048 key from Node's
 * crypto, a self-signed X.509 certificate naming the studio and a PKCS#12 around both, built with
 * node-forge, under a random passphrase. Answered as base64 for the caller to seal before storing.
 */
export async function makeStudioCertificate(input: { studioName: string; now: string }): Promise<{ p12: string; passphrase: string }> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial: its first byte below 0x80.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date(input.now);
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  const name = asciiName(input.studioName);
  const attrs = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: 'aes256' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary').toString('base64'), passphrase };
}

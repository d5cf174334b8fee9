import { createHash, createPrivateKey, webcrypto } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';
import { serverFault } from '../../lib/errors.js';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** ESS signing-certificate-v2 (RFC 5035): binds the signature to its certificate, as PAdES requires. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto });
const CERT_BAG = forge.pki.oids.certBag as string;
const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag as string;

/** The key (PKCS#8) and the certificate (DER) of a PKCS#12, opened by node-forge. */
function openP12(p12: Buffer, passphrase: string): { keyDer: Buffer; certDer: Buffer } {
  const opened = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const cert = opened.getBags({ bagType: CERT_BAG })[CERT_BAG]?.[0]?.cert;
  const key = opened.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0]?.key;
  if (!cert || !key) throw serverFault('The sealing certificate holds no key or no certificate');
  const certDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const keyDer = createPrivateKey(forge.pki.privateKeyToPem(key)).export({ type: 'pkcs8', format: 'der' });
  return { keyDer, certDer };
}

/** SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, each ESSCertIDv2 its SHA-256 (the default algorithm, left out). */
const signingCertificateV2 = (certHash: Buffer) =>
  new asn1js.Sequence({
    value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })] })],
  });

/**
 * A CAdES detached signature for a PDF's signed bytes (decision 159), so the seal is PAdES B-B
 * (SubFilter ETSI.CAdES.detached): content type, message digest and the signing certificate's hash
 * as signed attributes, and no signing-time attribute (the signature dictionary's /M carries the
 * time, as PAdES asks). The CMS structure and the RSA signature are pkijs' and WebCrypto's.
 */
export class CadesSigner extends Signer {
  constructor(
    private readonly p12: Buffer,
    private readonly passphrase: string,
  ) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    const { keyDer, certDer } = openP12(this.p12, this.passphrase);
    const cert = pkijs.Certificate.fromBER(new Uint8Array(certDer));
    const key = await webcrypto.subtle.importKey('pkcs8', new Uint8Array(keyDer), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
              attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })),
              attribute(OID.signingCertificateV2, signingCertificateV2(createHash('sha256').update(certDer).digest())),
            ],
          }),
        }),
      ],
      certificates: [cert],
    });
    await signedData.sign(key, 0, 'SHA-256', undefined, engine);
    const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(info.toSchema().toBER(false));
  }
}

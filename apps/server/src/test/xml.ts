import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * XML checks for the electronic invoice tests (decision 164): validation against the official XSDs
 * vendored in test-fixtures/xsd (UBL 2.1 from OASIS, CII D16B from the EN 16931 validation
 * artefacts), and XPath read by xmllint, so both syntaxes are read by the same tool.
 */

const XSD_ROOT = path.resolve(import.meta.dirname, '../../test-fixtures/xsd');

function filesUnder(dir: string, prefix = ''): XMLFileInfo[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(full).isDirectory() ? filesUnder(full, rel) : [{ fileName: rel, contents: readFileSync(full, 'utf8') }];
  });
}

const SCHEMAS = {
  'ubl-invoice': { dir: 'ubl-2.1', main: 'maindoc/UBL-Invoice-2.1.xsd' },
  'ubl-credit-note': { dir: 'ubl-2.1', main: 'maindoc/UBL-CreditNote-2.1.xsd' },
  cii: { dir: 'cii-d16b', main: 'data/standard/CrossIndustryInvoice_100pD16B.xsd' },
} as const;

/** The schema's validity errors for `xml` (none: valid). */
export async function schemaErrors(xml: string, schema: keyof typeof SCHEMAS): Promise<string[]> {
  const { dir, main } = SCHEMAS[schema];
  const files = filesUnder(path.join(XSD_ROOT, dir));
  const mainFile = files.find((f) => f.fileName === main);
  if (!mainFile) throw new Error(`missing ${main}`);
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: mainFile,
    preload: files.filter((f) => f !== mainFile),
  });
  return result.errors.map((e) => e.message);
}

/** `ns:Name` steps as local-name() tests: xmllint's --xpath has no way to bind prefixes. */
const localNames = (xpath: string) => xpath.replace(/\b[a-z]+:([A-Za-z]+)/g, "*[local-name()='$1']");

const SEPARATOR = '¦';

/** Each XPath's string value in `xml`, in one xmllint run. */
export async function xpathValues(xml: string, xpaths: readonly string[]): Promise<string[]> {
  const expression = `concat(${xpaths.map((x) => `string(${localNames(x)})`).join(`, '${SEPARATOR}', `)}, '')`;
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    normalization: 'format',
    modifyArguments: (args) => [...args.filter((a) => a !== '--format'), '--xpath', expression],
  });
  return (result.normalized ?? '').replace(/\n$/, '').split(SEPARATOR);
}

/**
 * Every spelling of a resource's name the generated files use, from its plural in kebab case
 * (`fabric-rolls`) and, when the plural is not the singular plus "s", its singular (decision 198).
 */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^[a-z]/, (c) => c.toUpperCase());
const words = (kebab) => kebab.replaceAll('-', ' ');
const capital = (text) => text.replace(/^[a-z]/, (c) => c.toUpperCase());

/** 'fabric-rolls' → 'fabric-roll'; 'boxes' → 'box'; 'categories' → 'category'. */
function singularOf(plural) {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(s|x|z|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/s$/.test(plural) && !/ss$/.test(plural)) return plural.slice(0, -1);
  return undefined;
}

/** The resource's names, or a sentence saying why the name cannot be one. */
export function namesOf(plural, singular = singularOf(plural ?? '')) {
  if (!plural || !KEBAB.test(plural))
    throw new Error(`Give the resource's plural in kebab case, such as fabric-rolls (got ${plural ?? 'nothing'}).`);
  if (!singular || !KEBAB.test(singular) || singular === plural)
    throw new Error(`Give the singular of ${plural} with --singular, in kebab case and other than the plural.`);
  return {
    /** fabric-rolls: the URL, the folders, the files, the French catalog. */
    kebab: plural,
    /** fabric-roll: the activity entity, the dialog's file. */
    kebabOne: singular,
    /** fabricRolls: the API group, the permissions, the store, the table. */
    camel: camel(plural),
    /** fabricRoll */
    camelOne: camel(singular),
    /** FabricRolls */
    pascal: pascal(plural),
    /** FabricRoll */
    pascalOne: pascal(singular),
    /** fabric_rolls: the SQL table. */
    snake: plural.replaceAll('-', '_'),
    /** FABRIC_ROLL: the limits' constant. */
    constant: singular.replaceAll('-', '_').toUpperCase(),
    /** Fabric rolls, fabric rolls, Fabric roll, fabric roll: the English texts. */
    Title: capital(words(plural)),
    title: words(plural),
    One: capital(words(singular)),
    one: words(singular),
  };
}

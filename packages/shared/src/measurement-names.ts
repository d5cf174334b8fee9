/**
 * The one home of the measurements' names in French (decision 137): the studio's screens, the
 * portal and the pattern PDFs all read them here, so a name cannot read one way on the screen and
 * another on paper. The standard names of the garment lists (decision 135) first, then the other
 * names the pattern generator knows a FreeSewing measurement by (decision 038). English is the
 * name itself. No zod: the portal page reads this (decision 085).
 */
const FRENCH: Record<string, string> = {
  // The garment lists' names, as the studio's form shows them.
  Bust: 'Tour de poitrine',
  Waist: 'Tour de taille',
  Hips: 'Tour de hanches',
  'Shoulder Width': 'Largeur d’épaules',
  'Arm Length': 'Longueur de bras',
  'Dress Length': 'Longueur de robe',
  'Back Width': 'Largeur de dos',
  'Front Length': 'Longueur devant',
  'Back Length': 'Longueur dos',
  'Neck Circumference': 'Tour de cou',
  Armhole: 'Emmanchure',
  'Under-bust': 'Tour de dessous de poitrine',
  'Bust Point to Bust Point': 'Écart de poitrine',
  'Shoulder to Bust Point': 'Hauteur de poitrine',
  Bicep: 'Tour de biceps',
  Wrist: 'Tour de poignet',
  Chest: 'Tour de torse',
  'Jacket Length': 'Longueur de veste',
  'Trouser Waist': 'Taille du pantalon',
  'Trouser Length': 'Longueur du pantalon',
  Inseam: 'Entrejambe',
  Neck: 'Encolure',
  Cuff: 'Poignet',
  Thigh: 'Tour de cuisse',
  Knee: 'Tour de genou',
  Rise: 'Hauteur de fourche',
  'Shirt Length': 'Longueur de chemise',
  Collar: 'Col',
  Outseam: 'Longueur extérieure de jambe',
  Ankle: 'Tour de cheville',
  'Skirt Length': 'Longueur de jupe',
  'Hem Circumference': 'Tour de bas',
  'Waist to Hip': 'Hauteur taille-hanches',
  'Blouse Length': 'Longueur de chemisier',
  'Nape to Waist': 'Longueur nuque-taille',
  'Sleeve Width': 'Largeur de manche',
  // The generator's other names for its measurements (its labels and their aliases).
  Seat: 'Tour de bassin',
  'High Hip': 'Tour de hanches haut',
  'Upper Hip': 'Tour de hanches haut',
  Biceps: 'Tour de biceps',
  'Upper Leg': 'Tour de cuisse',
  Heel: 'Tour de talon',
  Head: 'Tour de tête',
  'High Bust': 'Tour de dessus de poitrine',
  'High Bust Front': 'Dessus de poitrine devant',
  Underbust: 'Tour de dessous de poitrine',
  'Bust Front': 'Poitrine devant',
  'Bust Span': 'Écart de poitrine',
  'Bust Point to Underbust': 'Pointe de poitrine – dessous de poitrine',
  // The generator's names of 'Shoulder to Bust Point' read as the studio's form says it.
  'HPS to Bust': 'Hauteur de poitrine',
  'Shoulder to Bust': 'Hauteur de poitrine',
  'Shoulder to Shoulder': 'Largeur d’épaules',
  'Sleeve Length': 'Longueur de manche',
  'Shoulder to Wrist': 'Longueur de bras',
  'Shoulder to Elbow': 'Épaule – coude',
  'Shoulder Slope': 'Pente d’épaule',
  'HPS to Waist Front': 'Longueur devant',
  'HPS to Waist Back': 'Longueur dos',
  'Waist Back': 'Taille dos',
  'Seat Back': 'Bassin dos',
  'Hips Back': 'Bassin dos',
  'Waist to Armpit': 'Taille – aisselle',
  'Waist to Underbust': 'Taille – dessous de poitrine',
  'Waist to High Hip': 'Taille – hanches haut',
  'Waist to Seat': 'Hauteur taille-hanches',
  'Waist to Upper Leg': 'Hauteur de fourche',
  'Crotch Depth': 'Hauteur de fourche',
  'Waist to Knee': 'Taille – genou',
  'Waist to Floor': 'Longueur extérieure de jambe',
  'Cross Seam': 'Longueur de fourche',
  'Crotch Length': 'Longueur de fourche',
  'Cross Seam Front': 'Longueur de fourche devant',
  'Crotch Depth (seated)': 'Hauteur de fourche (assis)',
};

/** Names are matched as records key them, case-insensitively (decision 012). */
const BY_KEY = new Map(Object.entries(FRENCH).map(([name, french]) => [name.trim().toLowerCase(), french]));

/** Every name the language has its own word for, by its English name: {} for English (the web's catalog of labels). */
export function measurementNamesIn(language: string): Readonly<Record<string, string>> {
  return language.startsWith('fr') ? FRENCH : {};
}

/**
 * A measurement's name in the language: a known name translated ('Waist' → 'Tour de taille'),
 * any other name (the tailor's own) as written, and every name as written in English.
 */
export function measurementName(name: string, language: string): string {
  if (!language.startsWith('fr')) return name;
  return BY_KEY.get(name.trim().toLowerCase()) ?? name;
}

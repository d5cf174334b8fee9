import type { GeneratorDesign, Language } from '@atelier/shared';
import { NOTIONS_FR, STEPS_FR, sharedStepsFr } from './content-fr.js';
import { MORE_NOTIONS } from './content-notions-more.js';
import { MORE_STEPS } from './content-steps-more.js';
import { languageTable } from '../../lib/language-table.js';

/**
 * Our own sewing steps and notions for each design (numbered instructions written by us).
 * Steps assume the pattern's seam allowance is included; the first and last steps are the same
 * for every design and added by `instructionsFor`.
 */
const STEPS: Record<GeneratorDesign, string[]> = {
  bella: [
    'Mark the bust and waist darts on the wrong side of the front and back pieces.',
    'Sew the darts from the wide end to the point, tie off the threads, and press the bust darts down and the waist darts towards the centre.',
    'Sew the front to the back at the shoulders and press the seams open.',
    'Sew the side seams from the armhole to the waist, matching the notches, and press open.',
    'Fit the bodice on the client; adjust the darts and side seams before finishing.',
    'Sew the sleeve seam, ease the sleeve cap into the armhole matching the notches, and stitch.',
    'Finish the neckline and the waist edge as the garment needs: facing, lining or a skirt attached at the waist.',
  ],
  penelope: [
    'Mark and sew the darts on the front and back, then press them towards the centre.',
    'Sew the centre back seam from the zip stop to the vent; insert the zip above it.',
    'Finish the back vent: press the extension to one side and stitch across its top.',
    'Sew the side seams, matching the hip notches, and press them open.',
    'Fold the waistband in half lengthwise, interface one half, and sew it to the waist edge.',
    'Close the waistband ends and add a hook and eye above the zip.',
    'Press up the hem, check the length on the client, and hem by hand or machine.',
  ],
  titan: [
    'Check the trouser block against the client in calico first: it is the base a trouser style is drawn on.',
    'Mark the darts and sew them on the front and back, then press them towards the centre.',
    'Sew each leg’s outseam, then its inseam, matching the knee notches, and press the seams open.',
    'Turn one leg right side out, slip it inside the other, and sew the crotch seam from the front waist to the back waist; stitch the curve twice.',
    'Fit on the client: check the rise, the seat and the break of the leg, and mark changes on the paper pattern.',
    'Add the fly or zip, the waistband and the pockets of the chosen style on a copy of the corrected block.',
    'Press up the hems to the length marked at the fitting and finish them by hand.',
  ],
  waralee: [
    'Sew the pockets to the legs where marked, right sides together, and turn them inside.',
    'Sew each leg’s inseam, then join the two legs along the crotch seam.',
    'Fold and press the straps in half lengthwise, sew the long edge and one end, and turn them out.',
    'Baste the straps to the waist at the front and back marks.',
    'Sew the front and back facings to the waist edge, understitch, and turn them inside.',
    'Hem the legs; wrap the back over the front and tie the straps to try the fit.',
  ],
  brian: [
    'Check the body block against the client: it is the base the jacket’s style lines are drawn on.',
    'Sew the front to the back at the shoulders and the sides for a fitting shell (long stitches).',
    'Sew the sleeve seam and set the sleeve into the armhole, easing the cap between the notches.',
    'Fit the shell on the client and mark changes on the fabric; transfer them to the paper pattern.',
    'Add the jacket’s style lines, facings and closures on a copy of the corrected block.',
  ],
  teagan: [
    'Use a stretch or overlock stitch for every seam, since the fabric is a knit.',
    'Sew the front to the back at the shoulders, stabilising the seams with clear elastic or tape.',
    'Fold the neck binding in half and stretch it slightly as you sew it round the neckline.',
    'Sew the sleeves into the armholes flat, matching the notches, before closing the sides.',
    'Sew each side seam and sleeve seam in one pass, from hem to sleeve end.',
    'Press up the hem and the sleeve hems and stitch them with a twin needle or a coverstitch.',
  ],
  bent: [
    'Interface the fronts and the top of the back; mark the notches on both sleeve parts.',
    'Sew the top sleeve to the under sleeve along both seams, easing the elbow, and press open.',
    'Sew the shoulders, easing the back shoulder into the front, then the side seams.',
    'Fit on the client and adjust before cutting the lining from the corrected pieces.',
    'Set the two-part sleeves into the armholes, matching the notches, and add sleeve heads.',
    'Finish the front edges and hem with facings or lining as the jacket’s style asks.',
  ],
  simon: [
    'Interface the collar, collar stand, cuffs and button placket.',
    'Sew the back to the yoke and its lining (the burrito method), then the fronts to the yoke.',
    'Finish the button and buttonhole plackets on the fronts.',
    'Sew the sleeve plackets, set the sleeves flat, and sew the side and sleeve seams with flat-felled seams.',
    'Sew the collar, attach it to the collar stand, then the stand to the neckline.',
    'Pleat the sleeve ends, attach the cuffs, and hem the shirt.',
    'Sew the buttonholes and the buttons where marked.',
  ],
  sven: [
    'Sew the front to the back at the shoulders with a stretch stitch.',
    'Sew the sleeves into the armholes flat, matching the notches.',
    'Sew the side seams and the sleeve seams in one pass.',
    'Fold the cuffs and the waistband ribbing in half, stretch them to fit, and sew them on.',
    'Finish the neckline with ribbing or a binding, stretched slightly as you sew.',
  ],
  aaron: [
    'Sew the front to the back at the shoulders with a stretch stitch.',
    'Fold the neck binding in half and sew it round the neckline, stretching it slightly.',
    'Sew one side seam, bind the armholes flat, then close the other side seam.',
    'Press up the hem and stitch it with a twin needle or a coverstitch.',
  ],
};

export const NOTIONS: Record<GeneratorDesign, string[]> = {
  bella: ['Thread to match', 'Interfacing for the facings (if faced)'],
  penelope: ['Thread to match', 'Invisible zip, 20 cm (8 in)', 'Hook and eye', 'Light fusible interfacing for the waistband'],
  titan: [
    'Thread to match',
    'Calico or muslin for the fitting',
    'Trouser zip, 18 cm (7 in), and a waistband hook for the finished trousers',
  ],
  waralee: ['Thread to match'],
  brian: ['Thread to match', 'Calico or muslin for the fitting shell'],
  teagan: ['Thread to match', 'Clear elastic or stay tape for the shoulders'],
  bent: [
    'Thread to match',
    'Fusible interfacing',
    'Lining fabric',
    'Shoulder pads and sleeve heads (optional)',
    'Buttons as the style needs',
  ],
  simon: ['Thread to match', 'Shirt buttons (about 12)', 'Light fusible interfacing for collar, stand, cuffs and placket'],
  sven: ['Thread to match', 'Ribbing for cuffs, waistband and neckline'],
  aaron: ['Thread to match'],
};

const notionsIn = languageTable<Record<GeneratorDesign, string[]>>('generator.notions', { en: NOTIONS, fr: NOTIONS_FR, ...MORE_NOTIONS });

/** A design's notions in a language (decision 132: a French client's PDF lists them in French). */
export const notionsFor = (design: GeneratorDesign, language: Language = 'en'): string[] => notionsIn(language)[design];

type Steps = (design: GeneratorDesign, seamAllowanceText: string) => string[];

const stepsIn = languageTable<Steps>('generator.steps', {
  en: (design, seamAllowanceText) => [
    `Print the pattern at 100% and check the test square on the cover; tape the pages ` +
      `together by their names, then cut out the pieces on the cutting line (${seamAllowanceText} ` +
      `seam allowance included).`,
    'Pre-wash the fabric as you will wash the garment, press it, and lay out the pieces with ' +
      'the grain lines parallel to the selvedge; cut pieces marked "on the fold" against the ' +
      'fold.',
    ...STEPS[design],
    'Press every seam as you go, and give the finished garment a final press.',
  ],
  fr: (design, seamAllowanceText) => {
    const shared = sharedStepsFr(seamAllowanceText);
    return [...shared.first, ...STEPS_FR[design], shared.last];
  },
  ...Object.fromEntries(
    Object.entries(MORE_STEPS).map(([language, { steps, shared }]) => [
      language,
      (design: GeneratorDesign, seamAllowanceText: string) => {
        const { first, last } = shared(seamAllowanceText);
        return [...first, ...steps[design], last];
      },
    ]),
  ),
});

/** The numbered steps, in the client's language (decision 132); English is what a new pattern stores. */
export const instructionsFor = (design: GeneratorDesign, seamAllowanceText: string, language: Language = 'en'): string[] =>
  stepsIn(language)(design, seamAllowanceText);

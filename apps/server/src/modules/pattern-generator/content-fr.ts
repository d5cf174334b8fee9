import type { GeneratorDesign } from '@atelier/shared';

/**
 * The sewing steps and notions of `content.ts` in French, step for step (decision 132): a French
 * client's pattern PDF prints these. A step added in English is added here too.
 */
export const STEPS_FR: Record<GeneratorDesign, string[]> = {
  bella: [
    'Reportez les pinces de poitrine et de taille sur l’envers du devant et du dos.',
    'Piquez les pinces de la base vers la pointe, nouez les fils, et couchez les pinces de poitrine vers le bas et celles de taille vers le milieu.',
    'Assemblez le devant et le dos aux épaules et ouvrez les coutures au fer.',
    'Piquez les côtés de l’emmanchure à la taille en faisant coïncider les crans, et ouvrez au fer.',
    'Essayez le corsage sur la cliente ; ajustez les pinces et les côtés avant les finitions.',
    'Fermez la manche, résorbez la tête de manche dans l’emmanchure en faisant coïncider les crans, et piquez.',
    'Finissez l’encolure et la taille selon le vêtement : parementure, doublure ou jupe montée à la taille.',
  ],
  penelope: [
    'Reportez et piquez les pinces du devant et du dos, puis couchez-les vers le milieu.',
    'Piquez le milieu dos du repère de fermeture à la fente ; posez la fermeture au-dessus.',
    'Finissez la fente dos : couchez le rabat d’un côté et piquez en travers de son haut.',
    'Piquez les côtés en faisant coïncider les crans de hanches, et ouvrez-les au fer.',
    'Pliez la ceinture en deux dans sa longueur, entoilez une moitié et montez-la à la taille.',
    'Fermez les extrémités de la ceinture et posez une agrafe au-dessus de la fermeture.',
    'Repliez l’ourlet, vérifiez la longueur sur la cliente, et ourlez à la main ou à la machine.',
  ],
  titan: [
    'Vérifiez d’abord la base de pantalon sur le client en toile : c’est la base sur laquelle on dessine un modèle de pantalon.',
    'Reportez et piquez les pinces du devant et du dos, puis couchez-les vers le milieu.',
    'Piquez le côté puis l’entrejambe de chaque jambe en faisant coïncider les crans de genou, et ouvrez les coutures au fer.',
    'Retournez une jambe sur l’endroit, glissez-la dans l’autre, et piquez la fourche de la taille devant à la taille dos ; piquez deux fois l’arrondi.',
    'Essayez sur le client : vérifiez la montante, le bassin et la cassure de la jambe, et reportez les corrections sur le patron papier.',
    'Ajoutez la braguette ou la fermeture, la ceinture et les poches du modèle choisi sur une copie de la base corrigée.',
    'Repliez les ourlets à la longueur notée à l’essayage et finissez-les à la main.',
  ],
  waralee: [
    'Piquez les poches aux jambes aux repères, endroit contre endroit, et rentrez-les.',
    'Piquez l’entrejambe de chaque jambe, puis assemblez les deux jambes par la fourche.',
    'Pliez et repassez les liens en deux dans leur longueur, piquez le long bord et une extrémité, et retournez-les.',
    'Bâtissez les liens à la taille aux repères devant et dos.',
    'Piquez les parementures devant et dos à la taille, surpiquez-les et rentrez-les.',
    'Ourlez les jambes ; croisez le dos sur le devant et nouez les liens pour essayer.',
  ],
  brian: [
    'Vérifiez la base de buste sur le client : c’est la base sur laquelle on dessine les lignes de la veste.',
    'Assemblez le devant et le dos aux épaules et aux côtés pour une toile d’essayage (grands points).',
    'Fermez la manche et montez-la dans l’emmanchure en résorbant la tête entre les crans.',
    'Essayez la toile sur le client et marquez les corrections sur le tissu ; reportez-les sur le patron papier.',
    'Ajoutez les lignes, parementures et fermetures de la veste sur une copie de la base corrigée.',
  ],
  teagan: [
    'Utilisez un point extensible ou une surjeteuse pour chaque couture : le tissu est une maille.',
    'Assemblez le devant et le dos aux épaules, en stabilisant les coutures avec de l’élastique transparent ou un ruban.',
    'Pliez le bord-côte d’encolure en deux et étirez-le légèrement en le piquant autour de l’encolure.',
    'Montez les manches à plat dans les emmanchures en faisant coïncider les crans, avant de fermer les côtés.',
    'Piquez chaque côté et chaque dessous de manche d’un seul tenant, de l’ourlet au bas de manche.',
    'Repliez l’ourlet et les bas de manches et piquez-les à l’aiguille double ou à la recouvreuse.',
  ],
  bent: [
    'Entoilez les devants et le haut du dos ; reportez les crans sur les deux parties de manche.',
    'Assemblez le dessus et le dessous de manche par leurs deux coutures, en résorbant au coude, et ouvrez au fer.',
    'Piquez les épaules, en résorbant l’épaule dos sur le devant, puis les côtés.',
    'Essayez sur le client et corrigez avant de couper la doublure dans les pièces corrigées.',
    'Montez les manches en deux parties dans les emmanchures en faisant coïncider les crans, et posez les têtes de manche.',
    'Finissez les bords devant et l’ourlet par des parementures ou une doublure, selon le modèle de la veste.',
  ],
  simon: [
    'Entoilez le col, le pied de col, les poignets et la patte de boutonnage.',
    'Assemblez le dos à l’empiècement et à sa doublure (méthode du burrito), puis les devants à l’empiècement.',
    'Finissez la patte de boutonnage et la patte de boutonnières sur les devants.',
    'Faites les pattes de manches, montez les manches à plat, et piquez côtés et dessous de manches en coutures rabattues.',
    'Piquez le col, montez-le sur le pied de col, puis le pied de col à l’encolure.',
    'Plissez les bas de manches, posez les poignets, et ourlez la chemise.',
    'Faites les boutonnières et cousez les boutons aux repères.',
  ],
  sven: [
    'Assemblez le devant et le dos aux épaules au point extensible.',
    'Montez les manches à plat dans les emmanchures en faisant coïncider les crans.',
    'Piquez les côtés et les dessous de manches d’un seul tenant.',
    'Pliez en deux le bord-côte des poignets et du bas, étirez-le à la mesure et montez-le.',
    'Finissez l’encolure par un bord-côte ou un biais, légèrement étiré en le piquant.',
  ],
  aaron: [
    'Assemblez le devant et le dos aux épaules au point extensible.',
    'Pliez le biais d’encolure en deux et piquez-le autour de l’encolure en l’étirant légèrement.',
    'Piquez un côté, posez à plat le biais des emmanchures, puis fermez l’autre côté.',
    'Repliez l’ourlet et piquez-le à l’aiguille double ou à la recouvreuse.',
  ],
};

export const NOTIONS_FR: Record<GeneratorDesign, string[]> = {
  bella: ['Fil assorti', 'Entoilage pour les parementures (si parementées)'],
  penelope: ['Fil assorti', 'Fermeture invisible, 20 cm (8 po)', 'Agrafe', 'Entoilage thermocollant léger pour la ceinture'],
  titan: [
    'Fil assorti',
    'Toile à patron pour l’essayage',
    'Fermeture de pantalon, 18 cm (7 po), et crochet de ceinture pour le pantalon fini',
  ],
  waralee: ['Fil assorti'],
  brian: ['Fil assorti', 'Toile à patron pour la toile d’essayage'],
  teagan: ['Fil assorti', 'Élastique transparent ou ruban de renfort pour les épaules'],
  bent: [
    'Fil assorti',
    'Entoilage thermocollant',
    'Tissu de doublure',
    'Épaulettes et têtes de manche (facultatif)',
    'Boutons selon le modèle',
  ],
  simon: [
    'Fil assorti',
    'Boutons de chemise (environ 12)',
    'Entoilage thermocollant léger pour le col, le pied de col, les poignets et la patte',
  ],
  sven: ['Fil assorti', 'Bord-côte pour les poignets, le bas et l’encolure'],
  aaron: ['Fil assorti'],
};

/** The first and last steps every design shares, in French. */
export function sharedStepsFr(seamAllowanceText: string): { first: string[]; last: string } {
  return {
    first: [
      `Imprimez le patron à 100 % et vérifiez le carré test de la couverture ; assemblez les pages ` +
        `par leurs noms, puis coupez les pièces sur la ligne de coupe (marges de couture de ` +
        `${seamAllowanceText} comprises).`,
      'Lavez le tissu comme vous laverez le vêtement, repassez-le, et placez les pièces avec le ' +
        'droit-fil parallèle à la lisière ; coupez les pièces marquées « au pli » contre le pli.',
    ],
    last: 'Repassez chaque couture au fur et à mesure, et donnez un dernier coup de fer au vêtement fini.',
  };
}

import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const FR_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {
  // pattern generator
  'pattern-generator.notFound': 'Patron introuvable',
  'pattern-generator.fittingNotFound': 'Essayage introuvable',
  'pattern-generator.measurementNotFound': 'Fiche de mensurations introuvable',
  'pattern-generator.pdfNotFound': 'PDF du patron introuvable',
  'pattern-generator.versionNotFound': 'Version introuvable',
  'pattern-generator.clientGone':
    'Le client pour qui ce patron a été tracé n’existe plus : générez un nouveau patron pour un autre client.',
  'pattern-generator.noDressDesign':
    'Aucun modèle ne trace encore une robe entière : tracez son corsage sous Chemisier avec Corsage avec manches (Bella), ' +
    'et sa jupe sous Jupe avec Jupe droite (Penelope).',
  'pattern-generator.noDesign': 'Aucun modèle ne trace encore ce type de vêtement ({garment}).',
  'pattern-generator.wrongGarment': '{design} ne trace pas ce type de vêtement ({garment}). Choisissez : {choices}.',
  'pattern-generator.tooManyValues': 'Une fiche de mensurations contient au plus {max} valeurs',
  'pattern-generator.tooLarge':
    'Ces mesures donnent des pièces bien plus grandes que n’importe quel vêtement. ' +
    'Vérifiez les mesures du client (unités et valeurs), puis réessayez.',
  'pattern-generator.fitRefused':
    '{refusal}. Retirez ou modifiez la correction dans le profil d’ajustement du client, puis tracez à nouveau.',

  // patterns
  'patterns.notFound': 'Patron introuvable',
  'patterns.imageNotFound': 'Image introuvable',
  'patterns.imageUnreadable': 'L’image n’a pas pu être lue : elle est endommagée ou incomplète',
  'patterns.imageNotBase64Png': 'L’image doit être un PNG envoyé en base64',
  'patterns.imageNotBase64': 'L’image n’est pas du base64 valide',
  'patterns.imageTooHeavy': 'L’image doit peser au plus 2 Mo',
  'patterns.imageNotPng': 'L’image doit être un PNG',
  'patterns.imageTooLarge': 'L’image doit mesurer au plus {maxWidth} × {maxHeight} pixels (elle mesure {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Patron introuvable',
  'layouts.notFound': 'Plan de coupe introuvable',
  'layouts.notDrafted': 'Seul un patron tracé par le générateur a des pièces à disposer.',
  'layouts.notAFabric': '{material} n’est pas un tissu : choisissez un tissu',
  'layouts.noMainPieces': 'Ce patron n’a aucune pièce à couper dans le tissu principal.',
  'layouts.widthRange': 'La laize d’un tissu est comprise entre {min} et {max} cm',
  'layouts.repeatRange': 'Le raccord d’un motif est compris entre 0 et 200 cm',

  // drafting
  'drafting.oneMissing': 'Ce modèle demande une mesure de plus : {labels}. Ajoutez-la pour générer le patron.',
  'drafting.someMissing': 'Ce modèle demande {count} mesures de plus : {labels}. Ajoutez-les pour générer le patron.',
  'drafting.noBody':
    'Ces mesures ne décrivent pas un corps pour lequel le patron puisse être tracé. ' +
    'Vérifiez les mesures du client (unités et valeurs), puis réessayez.',

  // photos
  'photos.notFound': 'Photo introuvable',
  'photos.clientGone': 'Client introuvable',
  'photos.projectGone': 'Projet introuvable',
  'photos.measurementGone': 'Fiche de mensurations introuvable',
  'photos.fittingGone': 'Essayage introuvable',
  'photos.materialGone': 'Matière introuvable',
  'photos.pieceGone': 'Pièce introuvable',
  'photos.clientFull': 'Un client peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.projectFull': 'Un projet peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.measurementFull': 'Une fiche de mensurations peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.fittingFull': 'Un essayage peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.materialFull': 'Une matière peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.pieceFull': 'Une pièce peut avoir au plus {max} photos. Supprimez-en pour en ajouter d’autres.',
  'photos.notAPhoto': 'Ce fichier n’est pas une photo que nous pouvons lire. Envoyez une photo JPEG, PNG, WebP, GIF ou AVIF.',
  'photos.heic':
    'Les photos HEIC ne peuvent pas être lues ici. Envoyez-la en JPEG : sur un iPhone, Réglages › Appareil photo › ' +
    'Formats › Le plus compatible prend les photos en JPEG.',
  'photos.tooLarge':
    'Cette photo est trop grande pour être lue : {max} mégapixels au plus (elle mesure {width} × {height}). ' +
    'Choisissez une taille plus petite dans l’appareil photo, ou redimensionnez-la.',

  // files
  'files.notFound': 'Fichier introuvable',
  'files.notAnImage': 'Ce fichier n’est pas une image que nous pouvons lire. JPG, PNG ou GIF, 2 Mo au plus.',

  // printing
  'printing.noTags': 'Il n’y a aucune étiquette à imprimer',
};

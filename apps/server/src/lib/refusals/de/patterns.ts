import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const DE_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {
  // pattern generator
  'pattern-generator.notFound': 'Schnittmuster nicht gefunden',
  'pattern-generator.fittingNotFound': 'Anprobe nicht gefunden',
  'pattern-generator.measurementNotFound': 'Messung nicht gefunden',
  'pattern-generator.pdfNotFound': 'PDF des Schnittmusters nicht gefunden',
  'pattern-generator.versionNotFound': 'Version nicht gefunden',
  'pattern-generator.clientGone':
    'Den Kunden, für den dieses Schnittmuster konstruiert wurde, gibt es nicht mehr: Generieren Sie ein neues Schnittmuster für einen anderen Kunden.',
  'pattern-generator.noDressDesign':
    'Noch kein Modell konstruiert ein ganzes Kleid: Konstruieren Sie das Oberteil unter Bluse mit Oberteil mit Ärmeln (Bella) ' +
    'und den Rock unter Rock mit Bleistiftrock (Penelope).',
  'pattern-generator.noDesign': 'Noch kein Modell konstruiert diese Art von Kleidungsstück ({garment}).',
  'pattern-generator.wrongGarment': '{design} konstruiert diese Art von Kleidungsstück ({garment}) nicht. Wählen Sie: {choices}.',
  'pattern-generator.tooManyValues': 'Eine Messung umfasst höchstens {max} Werte',
  'pattern-generator.tooLarge':
    'Diese Maße ergeben Teile, die weit größer sind als jedes Kleidungsstück. ' +
    'Prüfen Sie die Maße des Kunden (Einheiten und Werte) und versuchen Sie es erneut.',
  'pattern-generator.fitRefused':
    '{refusal}. Nehmen Sie die Korrektur im Passformprofil des Kunden zurück oder ändern Sie sie, und konstruieren Sie erneut.',

  // patterns
  'patterns.notFound': 'Schnittmuster nicht gefunden',
  'patterns.imageNotFound': 'Bild nicht gefunden',
  'patterns.imageUnreadable': 'Das Bild konnte nicht gelesen werden: Es ist beschädigt oder unvollständig',
  'patterns.imageNotBase64Png': 'Das Bild muss ein als Base64 gesendetes PNG sein',
  'patterns.imageNotBase64': 'Das Bild ist kein gültiges Base64',
  'patterns.imageTooHeavy': 'Das Bild darf höchstens 2 MB groß sein',
  'patterns.imageNotPng': 'Das Bild muss ein PNG sein',
  'patterns.imageTooLarge': 'Das Bild darf höchstens {maxWidth} × {maxHeight} Pixel groß sein (es hat {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Schnittmuster nicht gefunden',
  'layouts.notFound': 'Schnittlagebild nicht gefunden',
  'layouts.notDrafted': 'Nur ein vom Generator konstruiertes Schnittmuster hat Teile zum Auflegen.',
  'layouts.notAFabric': '{material} ist kein Stoff: Wählen Sie einen Stoff',
  'layouts.noMainPieces': 'Dieses Schnittmuster hat keine Teile, die aus dem Hauptstoff zugeschnitten werden.',
  'layouts.widthRange': 'Die Breite eines Stoffs liegt zwischen {min} und {max} cm',
  'layouts.repeatRange': 'Ein Musterrapport liegt zwischen 0 und 200 cm',

  // drafting
  'drafting.oneMissing': 'Dieses Modell braucht noch ein Maß: {labels}. Ergänzen Sie es, um das Schnittmuster zu generieren.',
  'drafting.someMissing': 'Dieses Modell braucht noch {count} Maße: {labels}. Ergänzen Sie sie, um das Schnittmuster zu generieren.',
  'drafting.noBody':
    'Diese Maße ergeben keinen Körper, für den das Schnittmuster konstruiert werden kann. ' +
    'Prüfen Sie die Maße des Kunden (Einheiten und Werte) und versuchen Sie es erneut.',

  // photos
  'photos.notFound': 'Foto nicht gefunden',
  'photos.clientGone': 'Kunde nicht gefunden',
  'photos.projectGone': 'Auftrag nicht gefunden',
  'photos.measurementGone': 'Messung nicht gefunden',
  'photos.fittingGone': 'Anprobe nicht gefunden',
  'photos.materialGone': 'Material nicht gefunden',
  'photos.pieceGone': 'Stück nicht gefunden',
  'photos.clientFull': 'Ein Kunde hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.projectFull': 'Ein Auftrag hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.measurementFull': 'Eine Messung hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.fittingFull': 'Eine Anprobe hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.materialFull': 'Ein Material hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.pieceFull': 'Ein Stück hat höchstens {max} Fotos. Löschen Sie einige, um weitere hinzuzufügen.',
  'photos.notAPhoto': 'Diese Datei ist kein Foto, das wir lesen können. Senden Sie ein Foto als JPEG, PNG, WebP, GIF oder AVIF.',
  'photos.heic':
    'HEIC-Fotos können hier nicht gelesen werden. Senden Sie es als JPEG: Auf einem iPhone nimmt Einstellungen › Kamera › ' +
    'Formate › Maximale Kompatibilität Fotos als JPEG auf.',
  'photos.tooLarge':
    'Dieses Foto ist zu groß zum Lesen: höchstens {max} Megapixel (es hat {width} × {height}). ' +
    'Wählen Sie in der Kamera eine kleinere Größe, oder verkleinern Sie es.',

  // files
  'files.notFound': 'Datei nicht gefunden',
  'files.notAnImage': 'Diese Datei ist kein Bild, das wir lesen können. JPG, PNG oder GIF, höchstens 2 MB.',

  // printing
  'printing.noTags': 'Es gibt kein Etikett zum Drucken',
};

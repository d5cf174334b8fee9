import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const IT_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {
  // pattern generator
  'pattern-generator.notFound': 'Cartamodello non trovato',
  'pattern-generator.fittingNotFound': 'Prova non trovata',
  'pattern-generator.measurementNotFound': 'Rilevazione di misure non trovata',
  'pattern-generator.pdfNotFound': 'PDF del cartamodello non trovato',
  'pattern-generator.versionNotFound': 'Versione non trovata',
  'pattern-generator.clientGone':
    'Il cliente per cui è stato tracciato questo cartamodello non esiste più: generi un nuovo cartamodello per un altro cliente.',
  'pattern-generator.noDressDesign':
    'Nessun modello traccia ancora un abito intero: ne tracci il corpetto sotto Camicetta con Corpetto con maniche (Bella), ' +
    'e la gonna sotto Gonna con Gonna a tubino (Penelope).',
  'pattern-generator.noDesign': 'Nessun modello traccia ancora questo tipo di capo ({garment}).',
  'pattern-generator.wrongGarment': '{design} non traccia questo tipo di capo ({garment}). Scelga tra: {choices}.',
  'pattern-generator.tooManyValues': 'Una rilevazione di misure contiene al massimo {max} valori',
  'pattern-generator.tooLarge':
    'Queste misure tracciano pezzi molto più grandi di qualsiasi capo. ' + 'Controlli le misure del cliente (unità e valori) e riprovi.',
  'pattern-generator.fitRefused': '{refusal}. Ritiri o modifichi la correzione nel profilo di vestibilità del cliente e tracci di nuovo.',

  // patterns
  'patterns.notFound': 'Cartamodello non trovato',
  'patterns.imageNotFound': 'Immagine non trovata',
  'patterns.imageUnreadable': 'Non è stato possibile leggere l’immagine: è danneggiata o incompleta',
  'patterns.imageNotBase64Png': 'L’immagine deve essere un PNG inviato in base64',
  'patterns.imageNotBase64': 'L’immagine non è in base64 valido',
  'patterns.imageTooHeavy': 'L’immagine deve pesare al massimo 2 MB',
  'patterns.imageNotPng': 'L’immagine deve essere un PNG',
  'patterns.imageTooLarge': 'L’immagine deve misurare al massimo {maxWidth} × {maxHeight} pixel (misura {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Cartamodello non trovato',
  'layouts.notFound': 'Schema di taglio non trovato',
  'layouts.notDrafted': 'Solo un cartamodello tracciato dal generatore ha pezzi da disporre.',
  'layouts.notAFabric': '{material} non è un tessuto: scelga un tessuto',
  'layouts.noMainPieces': 'Questo cartamodello non ha pezzi da tagliare nel tessuto principale.',
  'layouts.widthRange': 'L’altezza di un tessuto è compresa tra {min} e {max} cm',
  'layouts.repeatRange': 'Il rapporto di un disegno è compreso tra 0 e 200 cm',

  // drafting
  'drafting.oneMissing': 'Questo modello richiede un’altra misura: {labels}. La aggiunga per generare il cartamodello.',
  'drafting.someMissing': 'Questo modello richiede altre {count} misure: {labels}. Le aggiunga per generare il cartamodello.',
  'drafting.noBody':
    'Queste misure non descrivono un corpo per cui si possa tracciare il cartamodello. ' +
    'Controlli le misure del cliente (unità e valori) e riprovi.',

  // photos
  'photos.notFound': 'Foto non trovata',
  'photos.clientGone': 'Cliente non trovato',
  'photos.projectGone': 'Commessa non trovata',
  'photos.measurementGone': 'Rilevazione di misure non trovata',
  'photos.fittingGone': 'Prova non trovata',
  'photos.materialGone': 'Materiale non trovato',
  'photos.pieceGone': 'Capo non trovato',
  'photos.clientFull': 'Un cliente può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.projectFull': 'Una commessa può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.measurementFull': 'Una rilevazione di misure può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.fittingFull': 'Una prova può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.materialFull': 'Un materiale può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.pieceFull': 'Un capo può avere al massimo {max} foto. Ne elimini qualcuna per aggiungerne altre.',
  'photos.notAPhoto': 'Questo file non è una foto che possiamo leggere. Invii una foto JPEG, PNG, WebP, GIF o AVIF.',
  'photos.heic':
    'Le foto HEIC non si possono leggere qui. La invii come JPEG: su un iPhone, Impostazioni › Fotocamera › Formati › ' +
    'Più compatibile scatta le foto in JPEG.',
  'photos.tooLarge':
    'Questa foto è troppo grande per essere letta: al massimo {max} megapixel (misura {width} × {height}). ' +
    'Scelga una dimensione più piccola nella fotocamera, oppure la ridimensioni.',

  // files
  'files.notFound': 'File non trovato',
  'files.notAnImage': 'Questo file non è un’immagine che possiamo leggere. JPG, PNG o GIF, al massimo 2 MB.',

  // printing
  'printing.noTags': 'Non c’è nessuna etichetta da stampare',
};

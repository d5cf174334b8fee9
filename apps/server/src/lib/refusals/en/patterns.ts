/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing, in English (decision 200). */
export const EN_PATTERNS = {
  // pattern generator
  'pattern-generator.notFound': 'Pattern not found',
  'pattern-generator.fittingNotFound': 'Fitting not found',
  'pattern-generator.measurementNotFound': 'Measurement not found',
  'pattern-generator.pdfNotFound': 'Pattern PDF not found',
  'pattern-generator.versionNotFound': 'Version not found',
  'pattern-generator.clientGone': 'The client this pattern was drafted for is gone: generate a new pattern for another client.',
  'pattern-generator.noDressDesign':
    'No design drafts a whole dress yet: draft its bodice under Blouse with Bodice with sleeves (Bella), ' +
    'and its skirt under Skirt with Pencil skirt (Penelope).',
  'pattern-generator.noDesign': 'No design drafts a {garment} yet.',
  'pattern-generator.wrongGarment': '{design} does not draft a {garment}. Choose {choices}.',
  'pattern-generator.tooManyValues': 'A measurement record holds at most {max} values',
  'pattern-generator.tooLarge':
    'These measurements draft pieces far larger than any garment. Check the client’s measurements (units and values) and try again.',
  'pattern-generator.fitRefused': "{refusal}. Retire or change the correction in the client's fit profile and draft again.",

  // patterns
  'patterns.notFound': 'Pattern not found',
  'patterns.imageNotFound': 'Image not found',
  'patterns.imageUnreadable': 'The image could not be read: it is damaged or incomplete',
  'patterns.imageNotBase64Png': 'The image must be a PNG sent as base64',
  'patterns.imageNotBase64': 'The image is not valid base64',
  'patterns.imageTooHeavy': 'The image must be at most 2 MB',
  'patterns.imageNotPng': 'The image must be a PNG',
  'patterns.imageTooLarge': 'The image must be at most {maxWidth} × {maxHeight} pixels (it is {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Pattern not found',
  'layouts.notFound': 'Layout not found',
  'layouts.notDrafted': 'Only a pattern drafted by the generator has pieces to lay out.',
  'layouts.notAFabric': '{material} is not a fabric: select a fabric',
  'layouts.noMainPieces': 'This pattern has no pieces cut from the main fabric.',
  'layouts.widthRange': "A fabric's width is between {min} and {max} cm",
  'layouts.repeatRange': 'A pattern repeat is between 0 and 200 cm',

  // drafting
  'drafting.oneMissing': 'This design needs one more measurement: {labels}. Add them to generate the pattern.',
  'drafting.someMissing': 'This design needs {count} more measurements: {labels}. Add them to generate the pattern.',
  'drafting.noBody':
    'These measurements do not make a body the pattern can be drafted for. ' +
    'Check the client’s measurements (units and values) and try again.',

  // photos
  'photos.notFound': 'Photo not found',
  'photos.clientGone': 'Client not found',
  'photos.projectGone': 'Project not found',
  'photos.measurementGone': 'Measurement not found',
  'photos.fittingGone': 'Fitting not found',
  'photos.materialGone': 'Material not found',
  'photos.pieceGone': 'Piece not found',
  'photos.clientFull': 'A client holds at most {max} photos. Delete some to add more.',
  'photos.projectFull': 'A project holds at most {max} photos. Delete some to add more.',
  'photos.measurementFull': 'A measurement record holds at most {max} photos. Delete some to add more.',
  'photos.fittingFull': 'A fitting holds at most {max} photos. Delete some to add more.',
  'photos.materialFull': 'A material holds at most {max} photos. Delete some to add more.',
  'photos.pieceFull': 'A piece holds at most {max} photos. Delete some to add more.',
  'photos.notAPhoto': 'This file is not a photo we can read. Send a JPEG, PNG, WebP, GIF or AVIF photo.',
  'photos.heic':
    'HEIC photos cannot be read here. Send it as a JPEG: on an iPhone, Settings › Camera › Formats › Most Compatible takes photos as JPEG.',
  'photos.tooLarge':
    'This photo is too large to read: at most {max} megapixels (it is {width} × {height}). ' +
    'Choose a smaller size in the camera, or resize it.',

  // files
  'files.notFound': 'File not found',
  'files.notAnImage': 'This file is not an image we can read. JPG, PNG or GIF. Max size 2MB.',

  // printing
  'printing.noTags': 'There is no tag to print',
} as const;

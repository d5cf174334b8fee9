import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const ES_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {
  // pattern generator
  'pattern-generator.notFound': 'Patrón no encontrado',
  'pattern-generator.fittingNotFound': 'Prueba no encontrada',
  'pattern-generator.measurementNotFound': 'Registro de medidas no encontrado',
  'pattern-generator.pdfNotFound': 'PDF del patrón no encontrado',
  'pattern-generator.versionNotFound': 'Versión no encontrada',
  'pattern-generator.clientGone': 'El cliente para quien se trazó este patrón ya no existe: genere un patrón nuevo para otro cliente.',
  'pattern-generator.noDressDesign':
    'Ningún diseño traza aún un vestido completo: trace el cuerpo en Blusa con «Cuerpo con mangas» (Bella) ' +
    'y la falda en Falda con «Falda lápiz» (Penelope).',
  'pattern-generator.noDesign': 'Ningún diseño traza aún este tipo de prenda ({garment}).',
  'pattern-generator.wrongGarment': '{design} no traza este tipo de prenda ({garment}). Elija entre: {choices}.',
  'pattern-generator.tooManyValues': 'Un registro de medidas admite como máximo {max} valores',
  'pattern-generator.tooLarge':
    'Estas medidas trazan piezas mucho más grandes que cualquier prenda. ' +
    'Revise las medidas del cliente (unidades y valores) e inténtelo de nuevo.',
  'pattern-generator.fitRefused': '{refusal}. Retire o cambie la corrección en el perfil de ajuste del cliente y vuelva a trazar.',

  // patterns
  'patterns.notFound': 'Patrón no encontrado',
  'patterns.imageNotFound': 'Imagen no encontrada',
  'patterns.imageUnreadable': 'No se ha podido leer la imagen: está dañada o incompleta',
  'patterns.imageNotBase64Png': 'La imagen debe ser un PNG enviado en base64',
  'patterns.imageNotBase64': 'La imagen no está en base64 válido',
  'patterns.imageTooHeavy': 'La imagen debe ocupar como máximo 2 MB',
  'patterns.imageNotPng': 'La imagen debe ser un PNG',
  'patterns.imageTooLarge': 'La imagen debe medir como máximo {maxWidth} × {maxHeight} píxeles (mide {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Patrón no encontrado',
  'layouts.notFound': 'Marcada no encontrada',
  'layouts.notDrafted': 'Solo un patrón trazado por el generador tiene piezas para colocar en la marcada.',
  'layouts.notAFabric': '{material} no es un tejido: elija un tejido',
  'layouts.noMainPieces': 'Este patrón no tiene piezas que se corten en el tejido principal.',
  'layouts.widthRange': 'El ancho de un tejido está entre {min} y {max} cm',
  'layouts.repeatRange': 'La repetición de un motivo está entre 0 y 200 cm',

  // drafting
  'drafting.oneMissing': 'Este diseño necesita una medida más: {labels}. Añádala para generar el patrón.',
  'drafting.someMissing': 'Este diseño necesita {count} medidas más: {labels}. Añádalas para generar el patrón.',
  'drafting.noBody':
    'Con estas medidas no se obtiene un cuerpo para el que se pueda trazar el patrón. ' +
    'Revise las medidas del cliente (unidades y valores) e inténtelo de nuevo.',

  // photos
  'photos.notFound': 'Foto no encontrada',
  'photos.clientGone': 'Cliente no encontrado',
  'photos.projectGone': 'Encargo no encontrado',
  'photos.measurementGone': 'Registro de medidas no encontrado',
  'photos.fittingGone': 'Prueba no encontrada',
  'photos.materialGone': 'Material no encontrado',
  'photos.pieceGone': 'Pieza no encontrada',
  'photos.clientFull': 'Un cliente admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.projectFull': 'Un encargo admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.measurementFull': 'Un registro de medidas admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.fittingFull': 'Una prueba admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.materialFull': 'Un material admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.pieceFull': 'Una pieza admite como máximo {max} fotos. Elimine alguna para añadir más.',
  'photos.notAPhoto': 'Este archivo no es una foto que podamos leer. Envíe una foto JPEG, PNG, WebP, GIF o AVIF.',
  'photos.heic':
    'Aquí no se pueden leer fotos HEIC. Envíela como JPEG: en un iPhone, Ajustes › Cámara › Formatos › ' +
    'Más compatible hace las fotos en JPEG.',
  'photos.tooLarge':
    'Esta foto es demasiado grande para leerla: como máximo {max} megapíxeles (mide {width} × {height}). ' +
    'Elija un tamaño menor en la cámara o redimensiónela.',

  // files
  'files.notFound': 'Archivo no encontrado',
  'files.notAnImage': 'Este archivo no es una imagen que podamos leer. JPG, PNG o GIF, de 2 MB como máximo.',

  // printing
  'printing.noTags': 'No hay ninguna etiqueta que imprimir',
};

import type { EN_PATTERNS } from '../en/patterns.js';

/** The refusals of the pattern generator, patterns, layouts, drafting, photos, files, printing (decision 200); the type asks for every English key. */
export const PT_PATTERNS: Record<keyof typeof EN_PATTERNS, string> = {
  // pattern generator
  'pattern-generator.notFound': 'Molde não encontrado',
  'pattern-generator.fittingNotFound': 'Prova não encontrada',
  'pattern-generator.measurementNotFound': 'Conjunto de medidas não encontrado',
  'pattern-generator.pdfNotFound': 'PDF do molde não encontrado',
  'pattern-generator.versionNotFound': 'Versão não encontrada',
  'pattern-generator.clientGone': 'O cliente para quem este molde foi traçado já não existe: gere um novo molde para outro cliente.',
  'pattern-generator.noDressDesign':
    'Ainda nenhum modelo traça um vestido inteiro: trace o corpo em Blusa com Corpo com mangas (Bella) ' +
    'e a saia em Saia com Saia lápis (Penelope).',
  'pattern-generator.noDesign': 'Ainda nenhum modelo traça este tipo de peça ({garment}).',
  'pattern-generator.wrongGarment': '{design} não traça este tipo de peça ({garment}). Escolha entre: {choices}.',
  'pattern-generator.tooManyValues': 'Um conjunto de medidas tem no máximo {max} valores',
  'pattern-generator.tooLarge':
    'Estas medidas dão peças muito maiores do que qualquer peça de roupa. ' +
    'Verifique as medidas do cliente (unidades e valores) e tente novamente.',
  'pattern-generator.fitRefused': '{refusal}. Retire ou altere a correção no perfil de caimento do cliente e trace novamente.',

  // patterns
  'patterns.notFound': 'Molde não encontrado',
  'patterns.imageNotFound': 'Imagem não encontrada',
  'patterns.imageUnreadable': 'Não foi possível ler a imagem: está danificada ou incompleta',
  'patterns.imageNotBase64Png': 'A imagem tem de ser um PNG enviado em base64',
  'patterns.imageNotBase64': 'A imagem não está em base64 válido',
  'patterns.imageTooHeavy': 'A imagem pode ter no máximo 2 MB',
  'patterns.imageNotPng': 'A imagem tem de ser um PNG',
  'patterns.imageTooLarge': 'A imagem pode ter no máximo {maxWidth} × {maxHeight} píxeis (tem {width} × {height})',

  // layouts
  'layouts.patternNotFound': 'Molde não encontrado',
  'layouts.notFound': 'Plano de corte não encontrado',
  'layouts.notDrafted': 'Só um molde traçado pelo gerador tem peças para dispor.',
  'layouts.notAFabric': '{material} não é um tecido: escolha um tecido',
  'layouts.noMainPieces': 'Este molde não tem peças a cortar no tecido principal.',
  'layouts.widthRange': 'A largura de um tecido está entre {min} e {max} cm',
  'layouts.repeatRange': 'A repetição de um padrão está entre 0 e 200 cm',

  // drafting
  'drafting.oneMissing': 'Este modelo precisa de mais uma medida: {labels}. Acrescente-a para gerar o molde.',
  'drafting.someMissing': 'Este modelo precisa de mais {count} medidas: {labels}. Acrescente-as para gerar o molde.',
  'drafting.noBody':
    'Estas medidas não formam um corpo para o qual o molde possa ser traçado. ' +
    'Verifique as medidas do cliente (unidades e valores) e tente novamente.',

  // photos
  'photos.notFound': 'Foto não encontrada',
  'photos.clientGone': 'Cliente não encontrado',
  'photos.projectGone': 'Encomenda não encontrada',
  'photos.measurementGone': 'Conjunto de medidas não encontrado',
  'photos.fittingGone': 'Prova não encontrada',
  'photos.materialGone': 'Material não encontrado',
  'photos.pieceGone': 'Peça não encontrada',
  'photos.clientFull': 'Um cliente tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.projectFull': 'Uma encomenda tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.measurementFull': 'Um conjunto de medidas tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.fittingFull': 'Uma prova tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.materialFull': 'Um material tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.pieceFull': 'Uma peça tem no máximo {max} fotos. Apague algumas para adicionar mais.',
  'photos.notAPhoto': 'Este ficheiro não é uma foto que consigamos ler. Envie uma foto JPEG, PNG, WebP, GIF ou AVIF.',
  'photos.heic':
    'As fotos HEIC não podem ser lidas aqui. Envie-a como JPEG: num iPhone, Definições › Câmara › Formatos › ' +
    'Mais compatível tira as fotos em JPEG.',
  'photos.tooLarge':
    'Esta foto é demasiado grande para ser lida: no máximo {max} megapíxeis (tem {width} × {height}). ' +
    'Escolha um tamanho menor na câmara ou redimensione-a.',

  // files
  'files.notFound': 'Ficheiro não encontrado',
  'files.notAnImage': 'Este ficheiro não é uma imagem que consigamos ler. JPG, PNG ou GIF, no máximo 2 MB.',

  // printing
  'printing.noTags': 'Não há nenhuma etiqueta para imprimir',
};

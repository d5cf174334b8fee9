import { i18n, params } from '@/lib/i18n/i18n';

export { patternMessages } from './pattern-messages';

export const designerMessages = i18n('pattern-designer', {
  panelLabel: 'Drawing tools',
  name: 'Pattern Name',
  // What an unnamed drawing is called: shown in the field and given to the save dialog.
  defaultName: 'Custom Pattern',
  tools: 'Tools',
  brush: 'Brush',
  eraser: 'Eraser',
  line: 'Line',
  rectangle: 'Rectangle',
  brushSize: 'Brush Size',
  brushSizeHint: '1 to 50',
  color: 'Color',
  hex: 'Hex color',
  hexHint: 'For example #000000',
  hexInvalid: 'Enter a color as # and 6 hexadecimal digits, for example #ff0000.',
  quickColors: 'Quick Colors',
  // The quick colours by name.
  Black: 'Black',
  Red: 'Red',
  Green: 'Green',
  Blue: 'Blue',
  Yellow: 'Yellow',
  Magenta: 'Magenta',
  Cyan: 'Cyan',
  Orange: 'Orange',
  clear: 'Clear Canvas',
  save: 'Save Pattern',
  undo: 'Undo',
  redo: 'Redo',
  historyLabel: 'History',
  canvasLabel: 'Pattern canvas, 800 by 600 pixels. Draw with a mouse, a finger or a pen.',
  newDrawing: 'New drawing: Save Pattern creates a pattern.',
  editing: params('Editing “{name}”: Save Pattern updates its drawing.'),
  newPattern: 'Start a new pattern',
  opened: params('“{name}” is open in the canvas.'),
});

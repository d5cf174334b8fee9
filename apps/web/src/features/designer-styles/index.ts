// The catalogue's public face (decision 119): its pages are reached through the app's routes; the
// pieces and special orders pick a style with its picker.
export { StylePicker, styleLabel } from './components/style-picker';

// The cutting layouts' public face: what other features and the app use (decision 119).
// A generated pattern offers its cutting layout on a fabric (decision 149).
export { CuttingLayoutButton } from './components/cutting-layout-dialog';

import './portal.css';
import { startPortal } from './page';

// The entry of portal.html (decision 085). Only where the page's root exists: the catalog test
// imports every module of the web app, this one included.
const root = document.getElementById('portal');
if (root) void startPortal({ root, doc: document, browserLanguages: navigator.languages ?? [] }, location.pathname);

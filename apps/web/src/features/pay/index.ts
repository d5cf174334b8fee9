// Piece-rate pay's public face (decision 154): its screen is reached by its route alone.
export { PayPage } from './components/pay-page';

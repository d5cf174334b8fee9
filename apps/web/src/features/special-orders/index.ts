// The special orders feature's public face (decision 119): a wedding party's page orders its dresses together.
// A bride's page and a party's read their orders.
export { useOrderFromDesigners, useSpecialOrdersOf } from './api/special-orders-api';
